import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, calendarDateOfInstant, compareDates, isoDate } from '../market-data/calendar-date.ts';
import { contractCadences, fxCadence, oldestCurrentDate } from '../market-data/freshness.ts';
import { shippedReferenceData } from '../market-data/shipped-reference-data.test-support.ts';
import {
  calculatorFreshnessOf,
  figureFreshness,
  freshnessJudgeOn,
  type PricedFigure,
} from './block-freshness.ts';

const calendars = shippedReferenceData().holidaysByExchange;
const at = (iso: string): number => Date.parse(iso);
const newYork = (asOf: string, demo = false): PricedFigure => ({
  series: 'NewYork11',
  name: 'New York #11',
  asOf: at(asOf),
  demo,
  cadence: contractCadences.NewYork11,
});
const euro = (asOf: string, demo = false): PricedFigure => ({
  series: 'FX:EUR',
  name: 'EUR per US dollar',
  asOf: at(asOf),
  demo,
  cadence: fxCadence,
});
const rule = (asOf: string | null): PricedFigure => ({
  series: 'rule',
  name: 'Duty',
  asOf: asOf === null ? null : at(asOf),
  demo: false,
  cadence: null,
});
const monday = at('2026-11-23T10:00Z');

describe('calculatorFreshnessOf', () => {
  it.each([
    // [what, own figure, fx legs, stale, as of]
    ['a Friday settlement read on Monday', newYork('2026-11-20T19:00Z'), [], false, '2026-11-20'],
    ['a Thursday settlement read on Monday', newYork('2026-11-19T19:00Z'), [], true, '2026-11-19'],
    ['demo data of today', newYork('2026-11-23T08:00Z', true), [], true, '2026-11-23'],
    ['a rule row of 2009 (no cadence)', rule('2009-10-01T00:00Z'), [], false, '2009-10-01'],
    ['a user entry', null, [], false, null],
    [
      'a fresh basis through a late rate',
      newYork('2026-11-20T19:00Z'),
      [euro('2026-11-18T15:00Z')],
      true,
      '2026-11-20',
    ],
    [
      'a rule row through a demo rate',
      rule('2026-01-01T00:00Z'),
      [euro('2026-11-20T15:00Z', true)],
      true,
      '2026-01-01',
    ],
    [
      'a rule row through a current rate',
      rule('2026-01-01T00:00Z'),
      [euro('2026-11-20T15:00Z')],
      false,
      '2026-01-01',
    ],
  ] as const)('%s', (_what, own, fx, stale, asOf) => {
    const result = calculatorFreshnessOf(
      [{ type: 'Contract', own, fx }],
      freshnessJudgeOn(monday, calendars),
    );
    expect(result.blocks[0]).toMatchObject({ stale, asOf });
  });

  it('lists each published input once with the blocks that read it, and the oldest date', () => {
    const rate = euro('2026-11-20T15:00Z', true);
    const result = calculatorFreshnessOf(
      [
        { type: 'Contract', own: newYork('2026-11-20T19:00Z'), fx: [rate] },
        { type: 'Premium', own: rule('2026-01-01T00:00Z'), fx: [rate] },
        { type: 'Insurance', own: rule('2020-01-01T00:00Z'), fx: [] },
      ],
      freshnessJudgeOn(monday, calendars),
    );
    expect(result.inputs).toEqual([
      {
        series: 'NewYork11',
        name: 'New York #11',
        asOf: '2026-11-20',
        expectedEvery: 'P1D',
        demo: false,
        stale: false,
        blocks: ['Contract'],
      },
      {
        series: 'FX:EUR',
        name: 'EUR per US dollar',
        asOf: '2026-11-20',
        expectedEvery: 'P1D',
        demo: true,
        stale: true,
        blocks: ['Contract', 'Premium'],
      },
    ]);
    expect(result.stale).toBe(true);
    expect(result.oldestInputAsOf).toBe('2026-11-20');
  });

  it('is current with no published input, and has no oldest date', () => {
    const result = calculatorFreshnessOf(
      [{ type: 'Duty', own: rule(null), fx: [] }],
      freshnessJudgeOn(monday, calendars),
    );
    expect(result).toMatchObject({ stale: false, oldestInputAsOf: null, inputs: [] });
  });
});

describe('a block is stale iff its figure is older than its cadence allows at now, or demo', () => {
  const day = 86_400_000;
  const start = at('2024-01-01T00:00Z');
  it('holds for any as-of, now and demo flag', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_200 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: day - 1 }),
        fc.boolean(),
        fc.constantFrom(
          contractCadences.NewYork11,
          contractCadences.London5,
          fxCadence,
          contractCadences.CashMarketPrice,
        ),
        (asOfDay, ageDays, timeOfDay, demo, cadence) => {
          const asOf = start + asOfDay * day + timeOfDay;
          const now = start + (asOfDay + ageDays) * day + (day - 1 - timeOfDay);
          const figure: PricedFigure = { series: 'S', name: 'S', asOf, demo, cadence };
          const oldest = oldestCurrentDate(cadence, calendarDateOfInstant(now), calendars);
          const older = compareDates(calendarDateOfInstant(asOf), oldest) < 0;
          const { blocks } = calculatorFreshnessOf(
            [{ type: 'Contract', own: figure, fx: [] }],
            freshnessJudgeOn(now, calendars),
          );
          expect(blocks[0]?.stale).toBe(demo || older);
          expect(blocks[0]?.asOf).toBe(isoDate(calendarDateOfInstant(asOf)));
          expect(figureFreshness(figure, now, calendars).stale).toBe(blocks[0]?.stale);
        },
      ),
    );
  });

  it('never calls a figure of the day before stale unless it is demo, and one a fortnight old always stale', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_200 }), fc.boolean(), (asOfDay, demo) => {
        const asOf = start + asOfDay * day;
        const fortnight = isoDate(addDays(calendarDateOfInstant(asOf), 14));
        const late = figureFreshness(
          { series: 'FX:EUR', name: 'EUR', asOf, demo, cadence: fxCadence },
          Date.parse(`${fortnight}T12:00Z`),
          calendars,
        );
        expect(late.stale).toBe(true);
        const nextDay = figureFreshness(
          { series: 'FX:EUR', name: 'EUR', asOf, demo, cadence: fxCadence },
          asOf + day,
          calendars,
        );
        expect(nextDay.stale).toBe(demo);
      }),
    );
  });
});

describe('freshnessJudgeOn', () => {
  it('judges a figure as figureFreshness does, once per distinct figure and day', () => {
    const judge = freshnessJudgeOn(monday, calendars);
    const figures = [
      newYork('2026-11-20T19:00Z'),
      newYork('2026-11-19T19:00Z'),
      newYork('2026-11-20T19:00Z', true),
      euro('2026-11-20T15:00Z'),
      rule('2009-10-01T00:00Z'),
    ];
    for (const figure of figures) expect(judge(figure)).toEqual(figureFreshness(figure, monday, calendars));
    // The same figure again is the same judgement, not a new one.
    expect(judge(newYork('2026-11-20T19:00Z'))).toBe(judge(figures[0] as PricedFigure));
    // A series read on another calendar is judged on its own.
    const sameDateOtherCalendar: PricedFigure = {
      ...(figures[0] as PricedFigure),
      cadence: { every: 'businessDay', calendarId: 'ICE-EU' },
    };
    expect(judge(sameDateOtherCalendar)).toEqual(figureFreshness(sameDateOtherCalendar, monday, calendars));
  });
});
