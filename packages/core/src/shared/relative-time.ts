/**
 * English relative times of calculators.md §9: '1 min', '%d mins', hours, days.
 * The unit is days from one whole day on, else hours from one whole hour on, else minutes;
 * the count within the unit is rounded, so a trial of seven days minus a few seconds reads '7 days'.
 */
const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

const countWithUnit = (count: number, singular: string, plural: string): string =>
  count === 1 ? `1 ${singular}` : `${count} ${plural}`;

/** Length of a span of time, without direction: '1 min', '12 mins', '3 hours', '1 day'. */
export const formatDuration = (durationMs: number): string => {
  const absoluteMs = Math.abs(durationMs);
  if (absoluteMs >= dayMs) return countWithUnit(Math.round(absoluteMs / dayMs), 'day', 'days');
  if (absoluteMs >= hourMs) return countWithUnit(Math.round(absoluteMs / hourMs), 'hour', 'hours');
  // A span under a minute still reads '1 min': the texts have no seconds.
  return countWithUnit(Math.max(1, Math.round(absoluteMs / minuteMs)), 'min', 'mins');
};

/** 'in 6 days' when `thenMs` is after `nowMs`, '6 days ago' when it is before (or now). */
export const formatRelativeTime = (nowMs: number, thenMs: number): string => {
  const duration = formatDuration(thenMs - nowMs);
  return thenMs > nowMs ? `in ${duration}` : `${duration} ago`;
};
