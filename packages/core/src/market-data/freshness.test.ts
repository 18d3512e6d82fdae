import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shippedReferenceData } from './shipped-reference-data.test-support.ts';
import { bulkFreightCadence, contractCadences, freshnessOf, fxCadence, type Cadence } from './freshness.ts';

const calendars = shippedReferenceData().holidaysByExchange;
const instant = (iso: string): number => Date.parse(iso);
const cashMarket: Cadence = contractCadences.CashMarketPrice;

describe('freshnessOf', () => {
  it.each([
    // [what, cadence, as of, now, stale]
    [
      '#11 on Friday, read Monday',
      contractCadences.NewYork11,
      '2026-11-20T19:00Z',
      '2026-11-23T10:00Z',
      false,
    ],
    [
      '#11 on Friday, read Tuesday',
      contractCadences.NewYork11,
      '2026-11-20T19:00Z',
      '2026-11-24T10:00Z',
      true,
    ],
    [
      '#11 on Wednesday, read Friday after Thanksgiving',
      contractCadences.NewYork11,
      '2026-11-25T19:00Z',
      '2026-11-27T10:00Z',
      false,
    ],
    [
      '#5 on Wednesday, read Friday (London open on Thanksgiving)',
      contractCadences.London5,
      '2026-11-25T17:00Z',
      '2026-11-27T10:00Z',
      true,
    ],
    [
      '#5 on Thursday, read on Easter Monday',
      contractCadences.London5,
      '2026-04-02T17:00Z',
      '2026-04-06T10:00Z',
      false,
    ],
    ['ECB on 24 December, read 28 December', fxCadence, '2026-12-24T15:00Z', '2026-12-28T10:00Z', false],
    ['ECB on 23 December, read 28 December', fxCadence, '2026-12-23T15:00Z', '2026-12-28T10:00Z', true],
    ['ECB of today, read today', fxCadence, '2026-12-28T15:00Z', '2026-12-28T18:00Z', false],
    ['lanes of 8 days ago', bulkFreightCadence, '2026-12-20T00:00Z', '2026-12-28T10:00Z', false],
    ['lanes of 9 days ago', bulkFreightCadence, '2026-12-19T00:00Z', '2026-12-28T10:00Z', true],
    ['EU cash market of 62 days ago', cashMarket, '2026-10-27T00:00Z', '2026-12-28T10:00Z', false],
    ['EU cash market of 63 days ago', cashMarket, '2026-10-26T00:00Z', '2026-12-28T10:00Z', true],
  ] as const)('%s', (_what, cadence, asOf, now, stale) => {
    expect(freshnessOf({ asOf: instant(asOf), demo: false, cadence }, instant(now), calendars).stale).toBe(
      stale,
    );
  });

  it('names the date and the cadence', () => {
    expect(
      freshnessOf(
        { asOf: instant('2026-11-20T19:00Z'), demo: false, cadence: contractCadences.NewYork11 },
        instant('2026-11-23T10:00Z'),
        calendars,
      ),
    ).toEqual({ asOf: '2026-11-20', expectedEvery: 'P1D', stale: false });
    expect(freshnessOf({ asOf: null, demo: false, cadence: cashMarket }, 0, calendars)).toEqual({
      asOf: null,
      expectedEvery: 'P1M',
      stale: true,
    });
  });

  const cadences = fc.constantFrom<Cadence>(
    ...Object.values(contractCadences),
    fxCadence,
    bulkFreightCadence,
  );
  const day = 86_400_000;
  const instants = fc.integer({ min: instant('2011-01-01T00:00Z'), max: instant('2034-12-31T00:00Z') });

  it('demo figures are always stale, whatever their date', () => {
    fc.assert(
      fc.property(cadences, instants, fc.integer({ min: 0, max: 100 * day }), (cadence, asOf, age) => {
        expect(freshnessOf({ asOf, demo: true, cadence }, asOf + age, calendars).stale).toBe(true);
      }),
    );
  });

  it('a figure of today is current, and once late it stays late', () => {
    fc.assert(
      fc.property(
        cadences,
        instants,
        fc.integer({ min: 0, max: 400 * day }),
        fc.integer({ min: 0, max: 30 * day }),
        (cadence, asOf, age, more) => {
          const sameDay = asOf - (asOf % day) + day - 1;
          expect(freshnessOf({ asOf, demo: false, cadence }, sameDay, calendars).stale).toBe(false);
          if (freshnessOf({ asOf, demo: false, cadence }, asOf + age, calendars).stale)
            expect(freshnessOf({ asOf, demo: false, cadence }, asOf + age + more, calendars).stale).toBe(
              true,
            );
        },
      ),
    );
  });
});
