import type { MessageKey } from '#lib/i18n/catalogue-store.ts';
import type { Translate } from '#lib/i18n/use-messages.ts';
import type { SeriesFreshness } from '@psc/core/market-data/freshness.schemas';

const cadenceWords = {
  P1D: 'boards.late.everyBusinessDay',
  P7D: 'boards.late.everyWeek',
  P1M: 'boards.late.everyMonth',
} as const satisfies Record<string, MessageKey>;

/**
 * What a board says of its series that are late: published, not demo (the board already says 'Demo prices'), and
 * older than their cadence allows. Null when none is.
 */
export const lateSeriesNotice = (
  t: Translate,
  freshness: readonly SeriesFreshness[] | undefined,
  seriesIds: readonly string[],
): { label: string; title: string } | null => {
  const late = (freshness ?? []).filter(
    (entry) => seriesIds.includes(entry.series) && entry.stale && !entry.demo && entry.asOf !== null,
  );
  if (late.length === 0) return null;
  const oldest = late.reduce((a, b) => ((a.asOf ?? '') <= (b.asOf ?? '') ? a : b));
  return {
    label: t('boards.late.label', { asOf: oldest.asOf ?? '' }),
    title: late
      .map(
        (entry) =>
          `${t('boards.late.series', { name: entry.name, asOf: entry.asOf ?? '', cadence: t(cadenceWords[entry.expectedEvery]) })}${entry.calendar === null ? '' : t('boards.late.calendar', { calendar: entry.calendar })}`,
      )
      .join('; '),
  };
};
