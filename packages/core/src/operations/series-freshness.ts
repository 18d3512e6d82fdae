/** How often a series is expected to be published (issue 15 item 2's dashboard). */
export type SeriesCadence = 'business day' | 'week';

const dayMs = 86_400_000;

const startOfUtcDay = (ms: number): number => Math.floor(ms / dayMs) * dayMs;

/** The business day (Monday to Friday, UTC) before the day of `nowMs`. */
export const previousBusinessDayMs = (nowMs: number): number => {
  let day = startOfUtcDay(nowMs) - dayMs;
  while ([0, 6].includes(new Date(day).getUTCDay())) day -= dayMs;
  return day;
};

/**
 * Stale when older than its cadence allows: a daily series dated before the previous business day (a settlement
 * older than one business day), a weekly one older than seven days. Exchange holidays are not counted here: on the
 * day after one, a settlement is flagged although none was due.
 */
export const isSeriesStale = (cadence: SeriesCadence, dataAtMs: number | null, nowMs: number): boolean => {
  if (dataAtMs === null) return true;
  if (cadence === 'week') return nowMs - dataAtMs > 7 * dayMs;
  return startOfUtcDay(dataAtMs) < previousBusinessDayMs(nowMs);
};
