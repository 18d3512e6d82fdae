import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bearer, type TestApp } from '../../../test/test-app.ts';

/** The ECB's real daily file of 24 September 2026 (test/fixtures/README.md). */
export const ecbDailyFile = readFileSync(
  join(import.meta.dirname, '../../../test/fixtures/eurofxref-daily-2026-09-24.xml'),
  'utf8',
);

/** The same file for another day, its rates moved by `factor` (an older or newer day's file in the ECB's layout). */
export const ecbFileOf = (day: string, factor = 1): string =>
  ecbDailyFile
    .replace("time='2026-09-24'", `time='${day}'`)
    .replace(
      /rate='([\d.]+)'/g,
      (_match, rate: string) => `rate='${(Number(rate) * factor).toPrecision(6)}'`,
    );

export const iceHeader =
  'TRADE DATE,HUB,PRODUCT,STRIP,CONTRACT,CONTRACT TYPE,STRIKE,SETTLEMENT PRICE,NET CHANGE,EXPIRATION DATE,PRODUCT_ID';

/** An end-of-day settlement file in ICE's layout (the console's ice-csv), one futures row per period. */
export const iceSettlementFile = (
  tradeDate: string,
  rows: { symbol: 'SB' | 'W'; periodId: string; price: number }[],
): string =>
  [
    iceHeader,
    ...rows.map(
      ({ symbol, periodId, price }) =>
        `${tradeDate},,${symbol === 'SB' ? 'Sugar No. 11 Futures' : 'White Sugar Futures'},${periodId.replace('-', '')},${symbol},F,,${price},,,`,
    ),
    `${tradeDate},,Sugar No. 11 Options,Mar27,SB,C,19.00,0.52,,,`,
  ].join('\n');

export const callAs =
  (t: TestApp) =>
  (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string | null, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      ...(token === null ? {} : { headers: bearer(token) }),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

export const ecbFeedRequest = (url: string, extra: Record<string, unknown> = {}) => ({
  kind: 'ecb-rates',
  name: 'ECB reference rates',
  format: 'ecb-xml',
  source: { type: 'url', url },
  schedule: { calendar: 'ECB-TARGET', timeZone: 'Europe/Berlin', times: ['16:15'] },
  ...extra,
});
