import { describe, expect, it } from 'vitest';
import { isoDateOfTradeDate, parseIceSettlement, periodIdOfStrip } from './ice-settlement.ts';

const header =
  'TRADE DATE,HUB,PRODUCT,STRIP,CONTRACT,CONTRACT TYPE,STRIKE,SETTLEMENT PRICE,NET CHANGE,EXPIRATION DATE,PRODUCT_ID';

describe('ICE settlement preset', () => {
  it.each([
    ['Mar27', 'Mar-27'],
    ['MAR-27', 'Mar-27'],
    ['Mar 2027', 'Mar-27'],
    ['H27', 'Mar-27'],
    ['2027-03', 'Mar-27'],
    ['Oct26', 'Oct-26'],
    ['Foo27', null],
    ['', null],
  ])('reads the strip %s as %s', (strip, expected) => {
    expect(periodIdOfStrip(strip)).toBe(expected);
  });

  it.each([
    ['2026-11-25', '2026-11-25'],
    ['11/25/2026', '2026-11-25'],
    ['5-Nov-2026', '2026-11-05'],
    ['25.11.2026', null],
  ])('reads the trade date %s as %s', (text, expected) => {
    expect(isoDateOfTradeDate(text)).toBe(expected);
  });

  it('maps SB and W futures rows to contract and period and skips options and other products', () => {
    const result = parseIceSettlement(
      [
        header,
        '11/25/2026,,Sugar No. 11 Futures,Mar27,SB,F,,18.42,-0.11,02/26/2027,23',
        '11/25/2026,,Sugar No. 11 Options,Mar27,SB,C,19.00,0.52,,,23',
        '11/25/2026,,White Sugar Futures,Mar27,W,F,,"512.30",1.2,02/13/2027,4',
        '11/25/2026,,Coffee C Futures,Mar27,KC,F,,350.1,,,',
      ].join('\n'),
    );
    expect(result).toEqual({
      ok: true,
      skipped: 2,
      lines: [2, 4],
      rows: [
        expect.objectContaining({
          contractId: 'NewYork11',
          periodId: 'Mar-27',
          price: 18.42,
          currencyCode: 'USD',
          unit: 'centsPerPound',
          lastUpdated: Date.parse('2026-11-25T18:00:00Z'),
        }),
        expect.objectContaining({
          contractId: 'London5',
          periodId: 'Mar-27',
          price: 512.3,
          unit: 'perTonne',
          lastUpdated: Date.parse('2026-11-25T17:10:00Z'),
        }),
      ],
    });
  });

  it('refuses the file with every error by line', () => {
    const result = parseIceSettlement(
      [
        header,
        '11/25/2026,,Sugar No. 11 Futures,Mar27,SB,F,,18.42,,,',
        '11/25/2026,,Sugar No. 11 Futures,Xyz27,SB,F,,18.2,,,',
        'yesterday,,White Sugar Futures,Mar27,W,F,,512,,,',
        '11/25/2026,,Sugar No. 11 Futures,Mar27,SB,F,,18.5,,,',
        '11/25/2026,,White Sugar Futures,May27,W,F,,abc,,,',
      ].join('\n'),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((error) => [error.line, error.field])).toEqual([
      [3, 'STRIP'],
      [4, 'TRADE DATE'],
      [5, ''],
      [6, 'price'],
    ]);
    expect(result.errors[2]?.message).toBe('duplicates line 2');
  });

  it('names missing columns and a file without sugar rows', () => {
    expect(parseIceSettlement('TRADE DATE,STRIP\n')).toMatchObject({
      ok: false,
      errors: [{ line: 1, field: 'CONTRACT, CONTRACT TYPE, SETTLEMENT PRICE' }],
    });
    expect(parseIceSettlement(`${header}\n11/25/2026,,Coffee,Mar27,KC,F,,350,,,`)).toMatchObject({
      ok: false,
      skipped: 1,
      errors: [{ line: 1, message: 'no Sugar No. 11 (SB) or White Sugar (W) futures rows' }],
    });
  });
});
