import type { CalculatorReply, CostBlockReply } from '@psc/core/calculators/calculators.schemas';
import { contractDisplayNames, isContractId } from '@psc/core/market-data/contracts';
import { bulkFreightCadence, contractCadences, fxCadence } from '@psc/core/market-data/freshness';
import { priceRowKey } from '@psc/core/market-data/price-snapshot.schemas';
import { toEpochDay } from '@psc/core/market-data/calendar-date';
import {
  calculatorFreshnessOf,
  freshnessJudgeOn,
  type BlockFigures,
  type FreshnessJudge,
  type PricedFigure,
} from '@psc/core/pricing/block-freshness';
import { fxBaseCurrency } from '@psc/core/pricing/fx-table';
import type { price } from '@psc/core/pricing/price-stored-calculator';
import type { CostBlock } from '@psc/core/pricing/priced-calculator';
import type { CalculatorRow } from './calculators.repository.ts';
import type { PricingContext } from './pricing-context.ts';

type Resolution = ReturnType<typeof price>['resolution'];
type FreshnessReply = Pick<CalculatorReply, 'costBlocks' | 'stale' | 'oldestInputAsOf' | 'inputFreshness'>;

const dayMs = 86_400_000;

/** A rule row or a table's entry: dated by its effective date, never late (it has no publication cadence). */
const ruleFigure = (block: CostBlock): PricedFigure => ({
  series: 'rule',
  name: block.displayName,
  asOf: block.provenance.timestamp,
  demo: false,
  cadence: null,
});

/** The published rate of each non-dollar leg a conversion went through (a cross rate goes via USD). */
const fxLegs = (context: PricingContext, block: CostBlock, currencyCode: string): PricedFigure[] => {
  const { provenance } = block;
  if (provenance.fxSource !== 'published' || provenance.currencyCode === currencyCode) return [];
  return [provenance.currencyCode, currencyCode]
    .filter((code) => code !== fxBaseCurrency)
    .map((code) => {
      const rate = context.publications.fxRates.get(code);
      return {
        series: `FX:${code}`,
        name: `${code} per US dollar`,
        asOf: rate?.asOf ?? null,
        demo: rate?.demo ?? false,
        cadence: fxCadence,
      };
    });
};

const contractFigure = (context: PricingContext, row: CalculatorRow, block: CostBlock): PricedFigure => {
  const contractId = isContractId(row.contractId) ? row.contractId : 'London5';
  const regionId = contractId === 'CashMarketPrice' ? row.originCmpRegionId : null;
  const key = priceRowKey(contractId, block.provenance.period ?? row.periodId, regionId);
  return {
    series: contractId,
    name: contractDisplayNames[contractId],
    asOf: block.provenance.timestamp,
    demo: context.publications.priceProvenance.get(key)?.isDemo ?? context.prices.isDemo,
    cadence: contractId === 'WhitePremium' ? null : contractCadences[contractId],
  };
};

const ownFigure = (
  context: PricingContext,
  row: CalculatorRow,
  resolution: Resolution,
  block: CostBlock,
): PricedFigure | null => {
  if (!block.active || block.custom) return null;
  if (block.type === 'Contract') return contractFigure(context, row, block);
  if (block.type === 'Forex') return null;
  if (block.type !== 'SeaFreight') return ruleFigure(block);
  const freight = resolution.result.ok ? resolution.result.freight : null;
  if (freight === null || freight.basis !== 'assessment' || freight.assessment === null)
    return ruleFigure(block);
  return {
    series: 'BulkFreight',
    name: 'Bulk freight lane assessment',
    asOf: Date.parse(`${freight.assessment.assessedOn}T00:00:00Z`),
    demo: freight.assessment.isDemo,
    cadence: bulkFreightCadence,
  };
};

// One judge per pricing context: a context is one set of publications on one day, reused by every read until either
// changes, so each figure it prices from is judged once however many calculators or matrix cells read it.
const judges = new WeakMap<PricingContext, FreshnessJudge>();
const judgeOf = (context: PricingContext): FreshnessJudge => {
  let judge = judges.get(context);
  if (judge === undefined) {
    judge = freshnessJudgeOn(toEpochDay(context.today) * dayMs, context.reference.holidaysByExchange);
    judges.set(context, judge);
  }
  return judge;
};

/** The freshness of what a calculator was priced from (decision 0114), block by block. */
export const freshnessOf = (
  context: PricingContext,
  row: CalculatorRow,
  resolution: Resolution,
  blocks: readonly CostBlock[],
) =>
  calculatorFreshnessOf(
    blocks.map((block): BlockFigures => ({
      type: block.type,
      own: ownFigure(context, row, resolution, block),
      fx: !block.active || block.custom ? [] : fxLegs(context, block, row.currencyCode),
    })),
    judgeOf(context),
  );

/**
 * Each cost block with its freshness in its provenance, and the calculator's (decision 0114): the figures it was
 * priced from, judged by the freshness rules on the context's day (the injected clock's, or a frozen quote's).
 */
export const withFreshness = (
  context: PricingContext,
  row: CalculatorRow,
  resolution: Resolution,
  blocks: readonly CostBlock[],
): FreshnessReply => {
  const freshness = freshnessOf(context, row, resolution, blocks);
  return {
    costBlocks: blocks.map((block, index): CostBlockReply => ({
      ...block,
      provenance: { ...block.provenance, ...freshness.blocks[index] },
    })),
    stale: freshness.stale,
    oldestInputAsOf: freshness.oldestInputAsOf,
    inputFreshness: freshness.inputs.map((input) => ({ ...input, blocks: [...input.blocks] })),
  };
};
