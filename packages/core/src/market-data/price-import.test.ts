import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.ts';
import { parseFreightImport, parseFxImport, parsePriceImport } from './price-import.ts';

describe('parseCsv', () => {
  it('handles quotes, doubled quotes, CRLF and blank lines', () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi"""\n\n1,\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['1', ''],
    ]);
  });
});

describe('parsePriceImport', () => {
  const header =
    'contractId,periodId,regionId,price,lowPrice,highPrice,premiumCost,currencyCode,unit,lastUpdated';

  it('accepts a valid CSV and fills defaults', () => {
    const result = parsePriceImport(
      [
        header,
        'NewYork11,Mar-27,,15.20,15.00,15.40,,USD,,2026-11-20T16:00:00Z',
        'London5,Mar-27,,452.30,,,,USD,perTonne,1795190400000',
        'BrazilSRP,Dec-26,,340.10,,,95,USD,,2026-11-20T16:00:00Z',
        'CashMarketPrice,CMPFY,Region2,640,630,650,,EUR,,2026-11-20T16:00:00Z',
      ].join('\n'),
      'csv',
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.rows[0]).toMatchObject({
      unit: 'centsPerPound',
      lastUpdated: Date.UTC(2026, 10, 20, 16),
      regionId: null,
      premiumCost: null,
    });
    expect(result.rows[1]).toMatchObject({ lowPrice: 452.3, highPrice: 452.3 });
    expect(result.rows[3]).toMatchObject({ regionId: 'Region2', currencyCode: 'EUR' });
  });

  it('rejects the whole file and lists every bad row with its line', () => {
    const result = parsePriceImport(
      [
        header,
        'NewYork11,Mar-27,,15.20,15.00,15.40,,USD,,2026-11-20T16:00:00Z',
        'London5,Mar-27,,abc,,,,USD,,2026-11-20T16:00:00Z',
        'NewYork11,May-27,,15.20,15.50,15.40,,usd,,yesterday',
        'Coffee,Mar-27,,1,,,,USD,,1',
        'NewYork11,Mar-27,,15.30,,,,USD,,1',
        'BrazilSRP,Dec-26,,340,,,,USD,,1',
        'CashMarketPrice,CMPFY,,640,,,,EUR,,1',
      ].join('\n'),
      'csv',
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const lines = [...new Set(result.errors.map((error) => error.line))];
    expect(lines).toEqual([3, 4, 5, 6, 7, 8]);
    expect(result.errors.find((error) => error.line === 6)?.message).toBe('duplicates line 2');
    expect(result.errors.filter((error) => error.line === 4).map((error) => error.field)).toEqual([
      'currencyCode',
      'lastUpdated',
    ]);
  });

  it('checks low ≤ price ≤ high once the fields are well-formed', () => {
    const result = parsePriceImport(`${header}\nNewYork11,May-27,,15.20,15.50,15.40,,USD,,1`, 'csv');
    expect(result).toEqual({
      ok: false,
      errors: [{ line: 2, field: 'price', message: 'needs lowPrice ≤ price ≤ highPrice' }],
    });
  });

  it('names missing columns', () => {
    expect(parsePriceImport('contractId,periodId\nNewYork11,Mar-27', 'csv')).toEqual({
      ok: false,
      errors: [
        {
          line: 1,
          field: 'price, currencyCode, lastUpdated',
          message: 'missing column(s): price, currencyCode, lastUpdated',
        },
      ],
    });
  });

  it('accepts JSON arrays and rejects non-arrays', () => {
    const ok = parsePriceImport(
      JSON.stringify([
        { contractId: 'London5', periodId: 'Mar-27', price: 452.3, currencyCode: 'USD', lastUpdated: 1 },
      ]),
      'json',
    );
    expect(ok.ok).toBe(true);
    expect(parsePriceImport('{"rows": []}', 'json').ok).toBe(false);
    expect(parsePriceImport('not json', 'json').ok).toBe(false);
    expect(parsePriceImport('[]', 'json')).toEqual({
      ok: false,
      errors: [{ line: 1, field: '', message: 'no rows' }],
    });
  });
});

describe('parseFxImport', () => {
  it('accepts rates per USD and rejects zero or duplicates', () => {
    expect(
      parseFxImport('currencyCode,unitsPerUsd,timestamp\nEUR,0.92,2026-11-20T16:00:00Z\nGBP,0.79,1', 'csv')
        .ok,
    ).toBe(true);
    const bad = parseFxImport('currencyCode,unitsPerUsd,timestamp\nEUR,0,1\nGBP,0.79,1\nGBP,0.8,1', 'csv');
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.errors.map((error) => error.line)).toEqual([2, 4]);
  });
});

describe('parseFreightImport', () => {
  const header = 'fromPortId,toPortId,vesselClassId,usdPerTonne,assessedOn';

  it('accepts lanes in CSV and JSON, port codes in any case', () => {
    const csv = parseFreightImport(
      [header, 'brssz,IDCXP,Supramax,31.25,2026-11-20', 'THLCH,IDCXP,Handysize,12.8,2026-11-20'].join('\n'),
      'csv',
    );
    expect(csv).toEqual({
      ok: true,
      rows: [
        {
          fromPortId: 'BRSSZ',
          toPortId: 'IDCXP',
          vesselClassId: 'Supramax',
          usdPerTonne: 31.25,
          assessedOn: '2026-11-20',
        },
        {
          fromPortId: 'THLCH',
          toPortId: 'IDCXP',
          vesselClassId: 'Handysize',
          usdPerTonne: 12.8,
          assessedOn: '2026-11-20',
        },
      ],
    });
    const json = parseFreightImport(
      JSON.stringify([
        {
          fromPortId: 'BRSSZ',
          toPortId: 'IDCXP',
          vesselClassId: 'Supramax',
          usdPerTonne: 31.25,
          assessedOn: '2026-11-20',
        },
      ]),
      'json',
    );
    expect(json.ok).toBe(true);
  });

  it('refuses the whole file with every bad lane by line', () => {
    const result = parseFreightImport(
      [
        header,
        'BRSSZ,IDCXP,Supramax,31.25,2026-11-20',
        'BRSSZ,BRSSZ,Supramax,10,2026-11-20',
        'BRSSZ,IDCXP,Supramax,-4,20-11-2026',
        'BRSSZ,IDCXP,Supramax,30,2026-11-21',
      ].join('\n'),
      'csv',
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      { line: 3, field: 'toPortId', message: 'the discharge port must differ from the loading port' },
      { line: 4, field: 'usdPerTonne', message: expect.stringContaining('0') },
      { line: 4, field: 'assessedOn', message: 'an ISO date YYYY-MM-DD' },
      { line: 5, field: '', message: 'duplicates line 2' },
    ]);
    expect(parseFreightImport('fromPortId,toPortId\nBRSSZ,IDCXP', 'csv')).toEqual({
      ok: false,
      errors: [
        {
          line: 1,
          field: 'vesselClassId, usdPerTonne, assessedOn',
          message: 'missing column(s): vesselClassId, usdPerTonne, assessedOn',
        },
      ],
    });
  });
});
