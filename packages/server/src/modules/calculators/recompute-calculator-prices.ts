import type { Deps } from '../../deps.ts';
import { price } from '@psc/core/pricing/price-stored-calculator';
import type { StoredCalculator } from '@psc/core/pricing/stored-calculator';
import type { PricedColumns } from './repricing-pages.repository.ts';
import { loadPricingContext, type PricingContext } from './pricing-context.ts';

export type RecomputeScope = {
  /** One user's calculators (PUT /calculator/calculateall); null = every calculator (after a publication). */
  owner: { accountId: string; personId: string } | null;
  /** Only calculators not yet priced with the current publications. */
  onlyStale: boolean;
  pageSize?: number;
};

/** The stored-price columns of one calculator, for the set-based job (no reply objects built). */
const pricedColumnsOf = (context: PricingContext, row: StoredCalculator): PricedColumns => {
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
 * the engine in between; inputs that calculators share are resolved once (docs/decisions/0018). The next page is
 * read while this one is priced and written, so the database and the engine work at the same time.
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
  const pageAfter = (afterId: string | null) =>
    deps.calculatorsRepository.pageForPricing(
      afterId,
      pageSize,
      scope.owner,
      scope.onlyStale ? context.versionKey : null,
    );
  let recomputed = 0;
  let next = pageAfter(null);
  for (;;) {
    const page = await next;
    if (page.length === 0) break;
    const lastId = page[page.length - 1]?.id ?? null;
    next = page.length < pageSize ? Promise.resolve([]) : pageAfter(lastId);
    try {
      await deps.calculatorsRepository.writePriced(
        page.map((row) => pricedColumnsOf(context, row)),
        context.versionKey,
        pricedAt,
      );
    } catch (error) {
      // The read ahead is settled before the failure leaves, so it never ends unobserved.
      await next.catch(() => undefined);
      throw error;
    }
    recomputed += page.length;
  }
  return { recomputed, versionKey: context.versionKey };
};
