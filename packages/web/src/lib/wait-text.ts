const plural = (count: number, unit: string): string => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** How long to wait after a 429 (Retry-After), as a person says it: '45 seconds', '10 minutes', '2 hours'. */
export const waitText = (seconds: number | null): string => {
  if (seconds === null) return 'a while';
  if (seconds < 60) return plural(Math.max(1, Math.ceil(seconds)), 'second');
  if (seconds < 3600) return plural(Math.ceil(seconds / 60), 'minute');
  return plural(Math.ceil(seconds / 3600), 'hour');
};
