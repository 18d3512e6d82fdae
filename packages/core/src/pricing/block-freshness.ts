import type { HolidayCalendar } from '../market-data/business-days.ts';
import { calendarDateOfInstant, isoDate } from '../market-data/calendar-date.ts';
import { freshnessOf, type Cadence, type Freshness } from '../market-data/freshness.ts';
import type { CostBlockType } from './cost-block-types.ts';

// How old each cost block's figures are at a given day (decision 0114): the freshness rules of
// market-data/freshness.ts applied to the publications one priced calculator read. Pure: the caller passes "now".

/** One figure a block was priced from: a published series (with its cadence) or a rule row (no cadence). */
export type PricedFigure = {
  /** NewYork11, London5, …, FX:<currency>, BulkFreight; for a rule row its table, e.g. 'rule'. */
  readonly series: string;
  /** What the trader calls it: 'New York #11', 'EUR per US dollar', 'Bulk freight lane assessment'. */
  readonly name: string;
  /** When the figure is as of (publication or effective date), epoch ms; null when none applies. */
  readonly asOf: number | null;
  readonly demo: boolean;
  /** null for a rule row or a user entry: they have an effective date but no publication to be late for. */
  readonly cadence: Cadence | null;
};

/** One block's figures: its own (the basis, a lane, a rule row; null for a user entry) and the FX legs it used. */
export type BlockFigures = {
  readonly type: CostBlockType;
  readonly own: PricedFigure | null;
  readonly fx: readonly PricedFigure[];
};

export type ExpectedEvery = Freshness['expectedEvery'];

/** What a block's provenance adds: its own figure's date and cadence, and whether it or its FX is late. */
export type BlockFreshness = {
  readonly asOf: string | null;
  readonly expectedEvery: ExpectedEvery | null;
  readonly stale: boolean;
};

/** A published series the calculator read, once, with the blocks that read it. */
export type InputFreshness = {
  readonly series: string;
  readonly name: string;
  readonly asOf: string | null;
  readonly expectedEvery: ExpectedEvery;
  readonly demo: boolean;
  readonly stale: boolean;
  readonly blocks: CostBlockType[];
};

export type CalculatorFreshness = {
  /** In the order of the blocks given. */
  readonly blocks: readonly BlockFreshness[];
  /** Every published series read, in first-use order. */
  readonly inputs: readonly InputFreshness[];
  /** Any published input is late (demo data always is). */
  readonly stale: boolean;
  /** The oldest as-of date of the published inputs; null when none was read. */
  readonly oldestInputAsOf: string | null;
};

type Calendars = ReadonlyMap<string, HolidayCalendar>;

const dateOf = (instant: number | null): string | null =>
  instant === null ? null : isoDate(calendarDateOfInstant(instant));

/** A figure's freshness: a published series by its cadence; a rule row or user entry is dated but never late. */
export const figureFreshness = (figure: PricedFigure, now: number, calendars: Calendars): BlockFreshness => {
  if (figure.cadence === null) return { asOf: dateOf(figure.asOf), expectedEvery: null, stale: false };
  const { asOf, expectedEvery, stale } = freshnessOf(
    { asOf: figure.asOf, demo: figure.demo, cadence: figure.cadence },
    now,
    calendars,
  );
  return { asOf, expectedEvery, stale };
};

/** How fresh a figure is on one given day. */
export type FreshnessJudge = (figure: PricedFigure) => BlockFreshness;

/**
 * The judge of figures at `now` (epoch ms), each distinct figure judged once: the 7,200 cells of a parity matrix
 * read the same few series, and a business-day calendar walk per cell and block cost about a fifth of its read.
 */
export const freshnessJudgeOn = (now: number, calendars: Calendars): FreshnessJudge => {
  const judged = new Map<string, BlockFreshness>();
  return (figure) => {
    const { cadence } = figure;
    const key = `${figure.series}|${figure.asOf ?? ''}|${figure.demo}|${cadence === null ? '' : cadence.every === 'businessDay' ? cadence.calendarId : cadence.every}`;
    let freshness = judged.get(key);
    if (freshness === undefined) {
      freshness = figureFreshness(figure, now, calendars);
      judged.set(key, freshness);
    }
    return freshness;
  };
};

/**
 * Each block's freshness and the calculator's: a block is stale when its own published figure or any FX rate it
 * was converted with is older than its cadence allows on the judge's day, or is demo data.
 */
export const calculatorFreshnessOf = (
  blocks: readonly BlockFigures[],
  judge: FreshnessJudge,
): CalculatorFreshness => {
  const inputs = new Map<string, InputFreshness>();
  const note = (figure: PricedFigure, type: CostBlockType, freshness: BlockFreshness): void => {
    if (figure.cadence === null || freshness.expectedEvery === null) return;
    const key = `${figure.series}|${figure.asOf ?? ''}|${figure.demo}`;
    const seen = inputs.get(key);
    if (seen !== undefined) {
      if (!seen.blocks.includes(type)) seen.blocks.push(type);
      return;
    }
    inputs.set(key, {
      series: figure.series,
      name: figure.name,
      asOf: freshness.asOf,
      expectedEvery: freshness.expectedEvery,
      demo: figure.demo,
      stale: freshness.stale,
      blocks: [type],
    });
  };
  const blockFreshness = blocks.map(({ type, own, fx }): BlockFreshness => {
    const mine = own === null ? null : judge(own);
    if (own !== null && mine !== null) note(own, type, mine);
    let fxStale = false;
    for (const leg of fx) {
      const legFreshness = judge(leg);
      note(leg, type, legFreshness);
      fxStale ||= legFreshness.stale;
    }
    return {
      asOf: mine?.asOf ?? null,
      expectedEvery: mine?.expectedEvery ?? null,
      stale: (mine?.stale ?? false) || fxStale,
    };
  });
  const listed = [...inputs.values()];
  const dates = listed.map((input) => input.asOf).filter((asOf): asOf is string => asOf !== null);
  return {
    blocks: blockFreshness,
    inputs: listed,
    stale: listed.some((input) => input.stale),
    oldestInputAsOf: dates.length === 0 ? null : dates.reduce((a, b) => (b < a ? b : a)),
  };
};
