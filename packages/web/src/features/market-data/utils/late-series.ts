import type { SeriesFreshness } from '@psc/core/market-data/freshness.schemas';

const cadenceWords = { P1D: 'every business day', P7D: 'every week', P1M: 'every month' } as const;

/**
 * What a board says of its series that are late: published, not demo (the board already says 'Demo prices'), and
 * older than their cadence allows. Null when none is.
 */
export const lateSeriesNotice = (
  freshness: readonly SeriesFreshness[] | undefined,
  seriesIds: readonly string[],
): { label: string; title: string } | null => {
  const late = (freshness ?? []).filter(
    (entry) => seriesIds.includes(entry.series) && entry.stale && !entry.demo && entry.asOf !== null,
  );
  if (late.length === 0) return null;
  const oldest = late.reduce((a, b) => ((a.asOf ?? '') <= (b.asOf ?? '') ? a : b));
  return {
    label: `Late: as of ${oldest.asOf ?? ''}`,
    title: late
      .map(
        (entry) =>
          `${entry.name}: newest figure as of ${entry.asOf ?? ''}, published ${cadenceWords[entry.expectedEvery]}${entry.calendar === null ? '' : ` (${entry.calendar} calendar)`}`,
      )
      .join('; '),
  };
};
