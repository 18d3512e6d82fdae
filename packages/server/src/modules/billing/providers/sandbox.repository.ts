import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { sandboxEvents, sandboxObjects, sandboxRequests } from '../../../db/schema.ts';

export type SandboxObjectRow = typeof sandboxObjects.$inferSelect;
export type SandboxEventRow = typeof sandboxEvents.$inferSelect;

/** Storage of the built-in sandbox payment provider (its own tables, as a provider keeps its own books). */
export const createSandboxRepository = (db: Database) => ({
  insertObject: async (row: typeof sandboxObjects.$inferInsert): Promise<void> => {
    await db.insert(sandboxObjects).values(row);
  },
  findObject: async (id: string): Promise<SandboxObjectRow | null> => {
    const [row] = await db.select().from(sandboxObjects).where(eq(sandboxObjects.id, id)).limit(1);
    return row ?? null;
  },
  updateObject: async (
    id: string,
    changes: Partial<Pick<SandboxObjectRow, 'status' | 'data' | 'customerId'>>,
    updatedAt: Date,
  ): Promise<void> => {
    await db
      .update(sandboxObjects)
      .set({ ...changes, updatedAt })
      .where(eq(sandboxObjects.id, id));
  },
  /** Moves an object from one status to another only if it is still in `from`: two confirmations cannot both win. */
  transitionObject: async (
    id: string,
    from: string[],
    changes: Pick<SandboxObjectRow, 'status' | 'data'>,
    updatedAt: Date,
  ): Promise<boolean> => {
    for (const status of from) {
      const rows = await db
        .update(sandboxObjects)
        .set({ ...changes, updatedAt })
        .where(and(eq(sandboxObjects.id, id), eq(sandboxObjects.status, status)))
        .returning({ id: sandboxObjects.id });
      if (rows.length > 0) return true;
    }
    return false;
  },
  listObjects: async (customerId: string, kind: SandboxObjectRow['kind']): Promise<SandboxObjectRow[]> =>
    db
      .select()
      .from(sandboxObjects)
      .where(and(eq(sandboxObjects.customerId, customerId), eq(sandboxObjects.kind, kind)))
      .orderBy(asc(sandboxObjects.createdAt), asc(sandboxObjects.id)),
  findRequest: async (key: string) => {
    const [row] = await db
      .select()
      .from(sandboxRequests)
      .where(eq(sandboxRequests.idempotencyKey, key))
      .limit(1);
    return row ?? null;
  },
  /** False when another request stored the same key first. */
  insertRequest: async (row: typeof sandboxRequests.$inferInsert): Promise<boolean> => {
    const rows = await db
      .insert(sandboxRequests)
      .values(row)
      .onConflictDoNothing()
      .returning({ key: sandboxRequests.idempotencyKey });
    return rows.length > 0;
  },
  insertEvent: async (row: typeof sandboxEvents.$inferInsert): Promise<void> => {
    await db.insert(sandboxEvents).values(row);
  },
  listEventsAfter: async (after: Date): Promise<SandboxEventRow[]> =>
    db
      .select()
      .from(sandboxEvents)
      .where(gt(sandboxEvents.createdAt, after))
      .orderBy(asc(sandboxEvents.createdAt), asc(sandboxEvents.id))
      .limit(1000),
});

export type SandboxRepository = ReturnType<typeof createSandboxRepository>;
