import { calendarDateOfInstant, isoDate } from '@psc/core/market-data/calendar-date';
import type { CalculatorHistoryReply, HistoryPoint } from '@psc/core/calculators/calculators.schemas';
import { AppError } from '@psc/core/shared/app-error';
import { calculatorChoiceMessages } from '@psc/core/calculators/calculator-choice-messages';
import type { Principal } from '../../shared/principal.ts';
import { requireOwnedCalculator, type CalculatorDeps } from './owned-calculator-reply.ts';
import { toCalculatorReply } from './calculator-reply.ts';
import { pricingContextAsOf } from './pricing-context.ts';
import type { CalculatorRow } from './calculators.repository.ts';

const dayMs = 86_400_000;
/** A chart's worth: four months of daily settlements with their FX. */
export const historyPointLimit = 120;
const defaultRangeDays = 90;
const longestRangeDays = 3 * 366;

/**
 * GET /api/v1/calculator/{calculatorId}/history: the calculator as it is now, priced again at every publication in
 * the range from the publications as they stood then, on that day (docs/decisions/0046). Consecutive publications
 * that leave the figures unchanged still give a point: the chart shows when the desk published.
 */
export const calculatorHistory = async (
  deps: CalculatorDeps,
  principal: Principal,
  calculatorId: string,
  range: HistoryRange,
): Promise<CalculatorHistoryReply> => {
  checkRange(deps, range);
  return historyOfRow(deps, await requireOwnedCalculator(deps, principal, calculatorId), range);
};

type HistoryRange = { from?: number | undefined; to?: number | undefined };

/** The range asked for, its end no later than now, at most three years; the last 90 days by default. */
const rangeOf = (deps: Pick<CalculatorDeps, 'clock'>, range: HistoryRange) => {
  const now = deps.clock.now().getTime();
  const to = Math.min(range.to ?? now, now);
  return { from: range.from ?? to - defaultRangeDays * dayMs, to };
};

export const checkRange = (deps: Pick<CalculatorDeps, 'clock'>, range: HistoryRange): void => {
  const { from, to } = rangeOf(deps, range);
  if (from > to) throw new AppError('VALIDATION', calculatorChoiceMessages.historyRangeOrder);
  if (to - from > longestRangeDays * dayMs)
    throw new AppError('VALIDATION', calculatorChoiceMessages.historyTooLong);
};

/**
 * A rule table saved is a point only where it moved this calculator's figures (decision 0094): the desk saves
 * tables that concern other routes, and a row for each of those told the trader nothing, an empty row when the
 * calculator could not be priced then.
 */
const changesTheFigures = (point: HistoryPoint, before: HistoryPoint | undefined): boolean =>
  point.ddp !== null && (point.ddp !== before?.ddp || point.contract !== before.contract);

/**
 * The history of a calculator row as it is now (a stored calculator, or the row a matrix cell is priced as,
 * decision 0047): priced again at every publication of the range. The caller has checked the range and ownership.
 */
export const historyOfRow = async (
  deps: CalculatorDeps,
  row: CalculatorRow,
  range: HistoryRange,
): Promise<CalculatorHistoryReply> => {
  const { from, to } = rangeOf(deps, range);
  const timeline = await deps.currentMarketData.timeline(new Date(from), new Date(to), historyPointLimit);
  const points: HistoryPoint[] = [];
  let previous: HistoryPoint | undefined;
  let currencies = { currencyCode: row.currencyCode, contractCurrencyCode: row.currencyCode };
  for (const event of timeline) {
    const day = calendarDateOfInstant(event.publishedAt.getTime());
    const reply = toCalculatorReply(await pricingContextAsOf(deps, event.version, day), row);
    const priced = reply.pricingError === null && reply.costBlocks.length > 0;
    currencies = { currencyCode: reply.currencyCode, contractCurrencyCode: reply.contractCurrencyCode };
    const point: HistoryPoint = {
      at: event.publishedAt.getTime(),
      publication: event.kind,
      pricingDay: isoDate(day),
      ddp: priced ? reply.price : null,
      contractPrice: priced ? reply.contractPrice : null,
      contract: priced ? (reply.costBlocks.find((block) => block.type === 'Contract')?.price ?? null) : null,
      pricingError: reply.pricingError,
    };
    if (event.kind !== 'rules' || changesTheFigures(point, previous)) points.push(point);
    previous = point;
  }
  return { ...currencies, from, to, points };
};
