/** A source as shown beside a figure: marked '(not verified)' when its row was not checked against the original. */
export const unverifiedNote = (source: string, verified: boolean): string =>
  verified || /not verified|unverified/i.test(source) ? source : `${source} (not verified)`;

/** A reference row's effective date (YYYY-MM-DD) as the instant it took effect, UTC midnight. */
export const epochOf = (isoDate: string): number => Date.parse(`${isoDate}T00:00:00Z`);
