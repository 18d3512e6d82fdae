import { contracts } from '@psc/core/market-data/contracts';
import { cheapestOrigins } from '@psc/core/matrices/cheapest-origin';
import {
  matrixMessages,
  matrixPeriodNames,
  type MatrixCell,
  type MatrixOrigin,
  type MatrixPricesReply,
} from '@psc/core/matrices/matrices.schemas';
import type { FinanceTerms } from '@psc/core/pricing/finance-terms';
import { costBlockTypes, costRowDisplayName } from '@psc/core/pricing/cost-block-types';
import type { PricedCalculator } from '@psc/core/pricing/priced-calculator';
import { AppError } from '@psc/core/shared/app-error';
import { calculatorChoiceMessages } from '@psc/core/calculators/calculator-choice-messages';
import { europeRegionId } from '../calculators/check-calculator-choice.ts';
import { price } from '@psc/core/pricing/price-stored-calculator';
import type { CalculatorRow } from '../calculators/calculator-reply.ts';
import type { PricingContext } from '../calculators/pricing-context.ts';
import { periodsOfContract } from '@psc/core/market-data/contract-periods-on';
import type { MatrixRecord, MatrixUserDestination } from './matrices.repository.ts';
import { blockColumnsOf, cellRowOf, originColumnsOf, originLabelOf } from './matrix-cell-row.ts';
import { createMatrixFreshness, type MatrixFreshness } from './matrix-freshness.ts';

/** What the matrix's parts resolve to once per read: origins' columns and periods, destinations' rows. */
export type MatrixParts = {
  context: PricingContext;
  matrix: MatrixRecord;
  userDestinations: ReadonlyMap<string, MatrixUserDestination>;
  accountFinanceTerms: FinanceTerms | null;
};

const unpriced = (error: string, period: { id: string; name: string } | null = null): MatrixCell => ({
  periodId: period?.id ?? null,
  periodName: period?.name ?? null,
  price: null,
  lowPrice: null,
  highPrice: null,
  freightMode: null,
  amounts: [],
  error,
  priceComplete: false,
  importTax: null,
});

/** Every cell's waterfall, in the engine's order: the blocks that add to DDP, then the cost of money. */
const waterfallSteps = [...costBlockTypes.filter((type) => type !== 'Forex'), 'Finance'] as const;

/** A cell's amounts per step: a block's price (0 when it adds nothing), the Finance line's when it is on. */
const amountsOf = (priced: PricedCalculator): number[] =>
  waterfallSteps.map((step) =>
    step === 'Finance'
      ? (priced.finance?.price ?? 0)
      : (priced.blocks.find((block) => block.type === step && block.includedInSum)?.price ?? 0),
  );

/** The current periods of a row's basis in delivery order: position 1 is the front one. */
const stripOf = (context: PricingContext, origin: MatrixOrigin) => {
  if (origin.contractId === 'WhitePremium') return [];
  return periodsOfContract(context.reference, origin.contractId, context.today, context.prices).filter(
    (period) => !period.concluded,
  );
};

type StripPeriod = ReturnType<typeof stripOf>[number];

/** A cell as the calculator it opens as (its columns), or the reason it has none. */
export type CellOutcome =
  | { kind: 'unpriceable'; error: string; period: StripPeriod | null }
  | {
      kind: 'calculator';
      row: CalculatorRow;
      period: StripPeriod;
    };

type OriginPlan = {
  origin: MatrixOrigin;
  strip: StripPeriod[];
  columns: ReturnType<typeof originColumnsOf> | { error: string };
};

/** What every cell of a row shares, worked out once per read: its origin's columns and its basis's periods. */
export type MatrixPlan = MatrixParts & {
  origins: OriginPlan[];
  blockColumns: ReturnType<typeof blockColumnsOf>;
};

export const planMatrix = (parts: MatrixParts): MatrixPlan => ({
  ...parts,
  blockColumns: blockColumnsOf(parts.matrix.blocks),
  origins: parts.matrix.origins.map((origin) => {
    let columns: OriginPlan['columns'];
    try {
      columns = originColumnsOf(parts.context, origin);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      columns = { error: error.message };
    }
    return { origin, strip: stripOf(parts.context, origin), columns };
  }),
});

export const cellOf = (
  plan: MatrixPlan,
  originIndex: number,
  destinationIndex: number,
  position: number,
): CellOutcome => {
  const { context, matrix } = plan;
  const row = plan.origins[originIndex];
  const destinationId = matrix.destinationIds[destinationIndex];
  if (row === undefined || destinationId === undefined || position < 1 || position > matrix.periodCount)
    throw new AppError('VALIDATION', matrixMessages.cellOutside);
  const { origin, strip } = row;
  const period = strip[position - 1];
  if (period === undefined)
    return {
      kind: 'unpriceable',
      error: `${contracts[origin.contractId].displayName} has no ${matrixPeriodNames[position - 1]?.toLowerCase() ?? 'such period'}`,
      period: null,
    };
  const userDestination = plan.userDestinations.get(destinationId) ?? null;
  const port = context.portsById.get(destinationId);
  if (userDestination === null && (port === undefined || !port.isDestination))
    return { kind: 'unpriceable', error: matrixMessages.destinationGone, period };
  const region =
    userDestination?.region ?? context.reference.countriesById.get(port?.countryId ?? '')?.region;
  if (origin.contractId === 'CashMarketPrice' && region !== europeRegionId)
    return {
      kind: 'unpriceable',
      error: calculatorChoiceMessages.cashMarketEuropeOnly,
      period,
    };
  if ('error' in row.columns) return { kind: 'unpriceable', error: row.columns.error, period };
  return {
    kind: 'calculator',
    row: cellRowOf({
      origin,
      originColumns: row.columns,
      periodId: period.id,
      destinationId,
      userDestination,
      currencyCode: matrix.currencyCode,
      blocks: plan.blockColumns,
      accountFinanceTerms: plan.accountFinanceTerms,
    }),
    period,
  };
};

const priceCell = (parts: MatrixParts, cell: CellOutcome, freshness: MatrixFreshness): MatrixCell => {
  if (cell.kind === 'unpriceable') return unpriced(cell.error, cell.period);
  const { priced, error, resolution } = price(parts.context, cell.row);
  if (priced === null) return unpriced(error ?? 'Cannot be priced', cell.period);
  const mode = resolution.result.ok ? (resolution.result.input.seaFreight.mode ?? 'container') : null;
  const staleInputs = freshness.staleInputsOf(cell.row, resolution, priced.blocks);
  return {
    periodId: cell.period.id,
    periodName: cell.period.name,
    price: priced.price,
    lowPrice: priced.lowPrice,
    highPrice: priced.highPrice,
    freightMode: mode === 'bulk' || mode === 'container' ? mode : null,
    amounts: amountsOf(priced),
    error: null,
    priceComplete: priced.priceComplete,
    importTax: priced.importTaxes?.price ?? null,
    ...(staleInputs === undefined ? {} : { staleInputs }),
  };
};

/**
 * Every cell of the matrix priced with one context (issue 16 item 1): each cell is the calculator it opens as, so
 * the engine, its memo of resolved routes and rules, and its rounding are a calculator's (docs/decisions/0047).
 */
export const priceMatrix = (parts: MatrixParts): MatrixPricesReply => {
  const { context, matrix } = parts;
  const plan = planMatrix(parts);
  const freshness = createMatrixFreshness(context);
  const periods = Array.from({ length: matrix.periodCount }, (_unused, index) => {
    const position = index + 1;
    const cells = matrix.origins.map((_origin, originIndex) =>
      matrix.destinationIds.map((_id, destinationIndex) =>
        priceCell(parts, cellOf(plan, originIndex, destinationIndex, position), freshness),
      ),
    );
    return {
      position,
      name: matrixPeriodNames[index] ?? `Period ${position}`,
      cells,
      cheapestOrigin: cheapestOrigins(cells, matrix.destinationIds.length),
    };
  });
  return {
    id: matrix.id,
    name: matrix.name,
    currencyCode: matrix.currencyCode,
    pricingDay: context.onDate,
    marketVersion: context.versionKey,
    inputFreshness: freshness.inputs,
    // The names a futures card shows (a cash-market card says EX-W and FREIGHT for the first two).
    steps: waterfallSteps.map((type) => ({
      type,
      name: type === 'Finance' ? 'Finance' : costRowDisplayName(type, 'London5'),
    })),
    origins: matrix.origins.map((origin) => ({
      label: originLabelOf(context, origin),
      contractId: origin.contractId,
      contractName: contracts[origin.contractId].displayName,
      originPortId: origin.originPortId,
      originCMPRegionId: origin.originCMPRegionId,
      freightMode: origin.freightMode,
    })),
    destinations: matrix.destinationIds.map((id) => {
      const own = parts.userDestinations.get(id);
      const port = context.portsById.get(id);
      const countryId = own?.countryId ?? port?.countryId ?? '';
      return {
        id,
        name: own?.name ?? port?.name ?? id,
        countryName: context.reference.countriesById.get(countryId)?.name ?? countryId,
        kind: own === undefined ? ('global' as const) : ('userDefined' as const),
      };
    }),
    periods,
  };
};
