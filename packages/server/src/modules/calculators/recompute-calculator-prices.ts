import type { Deps } from '../../deps.ts';
import { price } from '@psc/core/pricing/price-stored-calculator';
import type { CalculatorRow, PricedColumns } from './calculators.repository.ts';
import { loadPricingContext, type PricingContext } from './pricing-context.ts';

export type RecomputeScope = {
  /** One user's calculators (PUT /calculator/calculateall); null = every calculator (after a publication). */
  owner: { accountId: string; personId: string } | null;
  /** Only calculators not yet priced with the current publications. */
  onlyStale: boolean;
  pageSize?: number;
};

/** The stored-price columns of one calculator, for the set-based job (no reply objects built). */
const pricedColumnsOf = (context: PricingContext, row: CalculatorRow): PricedColumns => {
  const { priced, error } = price(context, row);
  return {
    id: row.id,
    price: priced?.price ?? null,
    lowPrice: priced?.lowPrice ?? null,
    highPrice: priced?.highPrice ?? null,
    total: priced?.total ?? null,
    contractPrice: priced?.contractPrice ?? null,
    error,
  };
};

/**
 * Prices calculators again in pages of a few thousand: one keyset read and one UPDATE … FROM unnest(…) per page,
 * the engine in between; inputs that calculators share are resolved once (docs/decisions/0018).
 */
export const recomputeCalculatorPrices = async (
  deps: Pick<
    Deps,
    'calculatorsRepository' | 'currentMarketData' | 'referenceData' | 'clock' | 'config' | 'pricingContexts'
  >,
  scope: RecomputeScope,
): Promise<{ recomputed: number; versionKey: string }> => {
  const context = await loadPricingContext(deps);
  const pageSize = scope.pageSize ?? 5_000;
  const pricedAt = deps.clock.now();
  let afterId: string | null = null;
  let recomputed = 0;
  for (;;) {
    const page = await deps.calculatorsRepository.pageForPricing(
      afterId,
      pageSize,
      scope.owner,
      scope.onlyStale ? context.versionKey : null,
    );
    if (page.length === 0) break;
    await deps.calculatorsRepository.writePriced(
      page.map((row) => pricedColumnsOf(context, row)),
      context.versionKey,
      pricedAt,
    );
    recomputed += page.length;
    afterId = page[page.length - 1]?.id ?? null;
    if (page.length < pageSize) break;
  }
  return { recomputed, versionKey: context.versionKey };
};
