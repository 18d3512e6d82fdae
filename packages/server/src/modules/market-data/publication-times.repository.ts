import { max } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { freightPublications, fxPublications, pricePublications } from '../../db/schema.ts';

/** The freshness of market data, for the operator's measures (telemetry/observe-stored-measures.ts). */
export const createPublicationTimesRepository = (db: Database) => ({
  /** When the newest publication of each series was published (null: never), for the operator's measures. */
  newestPublicationTimes: async (): Promise<Record<'prices' | 'fx' | 'freight', Date | null>> => {
    const [prices] = await db.select({ at: max(pricePublications.publishedAt) }).from(pricePublications);
    const [fx] = await db.select({ at: max(fxPublications.publishedAt) }).from(fxPublications);
    const [freight] = await db.select({ at: max(freightPublications.publishedAt) }).from(freightPublications);
    return { prices: prices?.at ?? null, fx: fx?.at ?? null, freight: freight?.at ?? null };
  },
});
