import { count, eq, max } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { providerEvents } from '../../../db/schema.ts';

/** The provider events received (by id, so a redelivery is recognised) and when the last one arrived. */
export const createProviderEventsRepository = (db: Database) => ({
  /** False when the event id is already recorded: a redelivery. */
  recordEvent: async (row: typeof providerEvents.$inferInsert, executor: Database): Promise<boolean> => {
    const inserted = await executor
      .insert(providerEvents)
      .values(row)
      .onConflictDoNothing()
      .returning({ id: providerEvents.id });
    return inserted.length > 0;
  },
  latestEventTime: async (provider: 'sandbox' | 'stripe'): Promise<Date | null> => {
    const [row] = await db
      .select({ value: max(providerEvents.createdAt) })
      .from(providerEvents)
      .where(eq(providerEvents.provider, provider));
    return row?.value ?? null;
  },
  countEvents: async (objectId: string): Promise<number> => {
    const [row] = await db
      .select({ value: count() })
      .from(providerEvents)
      .where(eq(providerEvents.objectId, objectId));
    return row?.value ?? 0;
  },
});

export type ProviderEventsRepository = ReturnType<typeof createProviderEventsRepository>;
