import type { Deps } from '../../deps.ts';
import { price } from '@psc/core/pricing/price-stored-calculator';
import {
  accountsListeningFor,
  enqueueWebhookEvents,
  type WebhookEvent,
} from '../webhooks/enqueue-webhook-events.ts';
import type { StoredCalculator } from '@psc/core/pricing/stored-calculator';
import type { PricedColumns, RepricingRow } from './repricing-pages.repository.ts';
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

type RecomputeDeps = Pick<
  Deps,
  | 'calculatorsRepository'
  | 'currentMarketData'
  | 'referenceData'
  | 'clock'
  | 'config'
  | 'pricingContexts'
  | 'webhooksRepository'
  | 'database'
>;

/**
 * `calculator.repriced` (decision 0135) for the calculators of listening accounts whose price a new market-data
 * version moved: priced before with another version (an edit clears it, so an edit is no repricing) and now to a
 * different price or error. Keyed by calculator and version: said once whoever prices it.
 */
const repricedEventsOf = (
  deps: Pick<Deps, 'config'>,
  listening: ReadonlySet<string>,
  page: readonly RepricingRow[],
  priced: readonly PricedColumns[],
  versionKey: string,
  pricedAt: Date,
): WebhookEvent<'calculator.repriced'>[] => {
  if (listening.size === 0) return [];
  return page.flatMap((row, index) => {
    const now = priced[index];
    if (
      now === undefined ||
      !listening.has(row.accountId) ||
      row.pricedVersion === null ||
      row.pricedVersion === versionKey ||
      (now.price === row.pricedPrice && now.error === row.pricedError)
    )
      return [];
    return [
      {
        accountId: row.accountId,
        key: `calculator.repriced:${row.id}:${versionKey}`,
        data: {
          calculatorId: row.id,
          name: row.name,
          currencyCode: row.currencyCode,
          price: now.price,
          previous: row.pricedPrice,
          error: now.error,
          marketDataVersion: versionKey,
          pricedAt: pricedAt.toISOString(),
          link: `${deps.config.publicUrl}/calculators`,
        },
      },
    ];
  });
};

/**
 * Prices calculators again in pages of a few thousand: one keyset read and one UPDATE … FROM unnest(…) per page,
 * the engine in between; inputs that calculators share are resolved once (docs/decisions/0018). The next page is
 * read while this one is priced and written, so the database and the engine work at the same time.
 */
export const recomputeCalculatorPrices = async (
  deps: RecomputeDeps,
  scope: RecomputeScope,
): Promise<{ recomputed: number; versionKey: string; announced: number }> => {
  const context = await loadPricingContext(deps);
  const listening = await accountsListeningFor(deps, 'calculator.repriced');
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
  let announced = 0;
  let next = pageAfter(null);
  for (;;) {
    const page = await next;
    if (page.length === 0) break;
    const lastId = page[page.length - 1]?.id ?? null;
    next = page.length < pageSize ? Promise.resolve([]) : pageAfter(lastId);
    try {
      const priced = page.map((row) => pricedColumnsOf(context, row));
      const events = repricedEventsOf(deps, listening, page, priced, context.versionKey, pricedAt);
      if (events.length === 0)
        await deps.calculatorsRepository.writePriced(priced, context.versionKey, pricedAt);
      else
        // The prices and their events commit together: a crash between them can neither lose nor invent one.
        await deps.database.db.transaction(async (tx) => {
          await deps.calculatorsRepository.writePriced(priced, context.versionKey, pricedAt, tx);
          announced += await enqueueWebhookEvents(deps, 'calculator.repriced', events, pricedAt, tx);
        });
    } catch (error) {
      // The read ahead is settled before the failure leaves, so it never ends unobserved.
      await next.catch(() => undefined);
      throw error;
    }
    recomputed += page.length;
  }
  return { recomputed, versionKey: context.versionKey, announced };
};
