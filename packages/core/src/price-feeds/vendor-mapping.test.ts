import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mapVendorReply } from './vendor-mapping.ts';
import type { VendorMapping } from './price-feeds.schemas.ts';

const mapping: VendorMapping = {
  rowsPath: 'data.quotes',
  symbolField: 'symbol',
  priceField: 'settle',
  dateField: 'tradeDate',
  currencyCode: 'USD',
  symbols: [
    { symbol: 'SBH27', contractId: 'NewYork11', periodId: 'H27' },
    { symbol: 'SWK27', contractId: 'London5', periodId: 'K27' },
  ],
};

describe('mapVendorReply', () => {
  it('maps JSON rows of mapped symbols and skips the rest', () => {
    const reply = JSON.stringify({
      data: {
        quotes: [
          { symbol: 'SBH27', settle: 18.42, tradeDate: '2026-11-27' },
          { symbol: 'SWK27', settle: '512.30', tradeDate: '2026-11-27T17:55:00Z' },
          { symbol: 'KCH27', settle: 301.1, tradeDate: '2026-11-27' },
        ],
      },
    });
    expect(mapVendorReply(reply, 'json', mapping)).toEqual({
      ok: true,
      skipped: 1,
      records: [
        {
          contractId: 'NewYork11',
          periodId: 'H27',
          price: 18.42,
          currencyCode: 'USD',
          lastUpdated: '2026-11-27T00:00:00Z',
        },
        {
          contractId: 'London5',
          periodId: 'K27',
          price: '512.30',
          currencyCode: 'USD',
          lastUpdated: '2026-11-27T17:55:00.000Z',
        },
      ],
    });
  });

  it('maps CSV with the named columns', () => {
    const csv = 'symbol,settle,tradeDate\nSBH27,18.42,2026-11-27\n';
    const result = mapVendorReply(csv, 'csv', mapping);
    expect(result.ok && result.records).toEqual([
      {
        contractId: 'NewYork11',
        periodId: 'H27',
        price: '18.42',
        currencyCode: 'USD',
        lastUpdated: '2026-11-27T00:00:00Z',
      },
    ]);
  });

  it.each([
    ['not JSON', '<html>', 'json', 'not JSON'],
    ['no rows at the path', '{"data":{}}', 'json', 'no array of rows at data.quotes'],
    ['a missing column', 'symbol,price\nSBH27,1', 'csv', 'missing column(s): settle, tradeDate'],
    ['no mapped symbol', '{"data":{"quotes":[{"symbol":"X"}]}}', 'json', 'no row of a mapped symbol'],
    [
      'no date',
      '{"data":{"quotes":[{"symbol":"SBH27","settle":1,"tradeDate":"27/11/2026"}]}}',
      'json',
      'no ISO date for SBH27',
    ],
  ] as const)('refuses %s', (_what, text, format, message) => {
    const result = mapVendorReply(text, format, mapping);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors[0]?.message).toContain(message);
  });

  it('never throws, whatever the reply', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('json' as const, 'csv' as const), (text, format) => {
        const result = mapVendorReply(text, format, mapping);
        expect(typeof result.ok).toBe('boolean');
      }),
    );
  });
});
