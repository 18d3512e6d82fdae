import { describe, expect, it } from 'vitest';
import type { SeriesFreshness } from '@psc/core/market-data/freshness.schemas';
import { registerCatalogue, translate } from '#lib/i18n/catalogue-store.ts';
import englishApp from '#lib/i18n/catalogues/en/app.json';
import type { Translate } from '#lib/i18n/use-messages.ts';
import { lateSeriesNotice } from './late-series.ts';

// In English, as the app part says it.
registerCatalogue('en', 'app', englishApp);
const t: Translate = (key, values) => translate('en', key, values);

const series = (overrides: Partial<SeriesFreshness>): SeriesFreshness => ({
  series: 'NewYork11',
  name: 'New York #11',
  source: 'ICE settlement',
  publisher: 'Jane Analyst',
  asOf: '2026-11-20',
  expectedEvery: 'P1D',
  calendar: 'ICE-US',
  demo: false,
  stale: true,
  ...overrides,
});

describe('lateSeriesNotice', () => {
  it.each([
    ['nothing read yet', undefined, null],
    ['current', [series({ stale: false })], null],
    ['demo (the board says Demo prices)', [series({ demo: true })], null],
    ['never published', [series({ asOf: null })], null],
    ['another board', [series({ series: 'London5' })], null],
  ])('%s: no notice', (_what, freshness, expected) => {
    expect(lateSeriesNotice(t, freshness, ['NewYork11'])).toBe(expected);
  });

  it('names the oldest late series of the board, and every late one in its title', () => {
    expect(
      lateSeriesNotice(
        t,
        [
          series({}),
          series({ series: 'London5', name: 'London #5', asOf: '2026-11-18', calendar: 'ICE-EU' }),
          series({ series: 'CashMarketPrice', asOf: '2026-01-01', expectedEvery: 'P1M', calendar: null }),
        ],
        ['NewYork11', 'London5'],
      ),
    ).toEqual({
      label: 'Late: as of 2026-11-18',
      title:
        'New York #11: newest figure as of 2026-11-20, published every business day (ICE-US calendar); London #5: newest figure as of 2026-11-18, published every business day (ICE-EU calendar)',
    });
  });
});
