/** A source as shown beside a figure: marked '(not verified)' when its row was not checked against the original. */
export const unverifiedNote = (source: string, verified: boolean): string =>
  verified || /not verified|unverified/i.test(source) ? source : `${source} (not verified)`;

// Parsed dates by their text: a parity matrix dates the same few reference rows thousands of times, and parsing is
// the slow part. The reference files hold a few hundred distinct dates; an account's own terms add a few more, and
// the table starts again past a bound, so no run of dates can grow it without end.
const epochsByDate = new Map<string, number>();
const mostDatesKept = 10_000;

/** A reference row's effective date (YYYY-MM-DD) as the instant it took effect, UTC midnight. */
export const epochOf = (isoDate: string): number => {
  let epoch = epochsByDate.get(isoDate);
  if (epoch === undefined) {
    epoch = Date.parse(`${isoDate}T00:00:00Z`);
    if (epochsByDate.size >= mostDatesKept) epochsByDate.clear();
    epochsByDate.set(isoDate, epoch);
  }
  return epoch;
};
