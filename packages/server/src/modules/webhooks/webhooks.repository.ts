import { and, asc, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import { isUuid } from '../../shared/is-uuid.ts';

export type WebhookEndpointRecord = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRecord = typeof webhookDeliveries.$inferSelect;
export type WebhookAttemptRecord = typeof webhookAttempts.$inferSelect;

const dueAt = (now: Date) =>
  or(
    and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, now)),
    and(eq(webhookDeliveries.status, 'sending'), lt(webhookDeliveries.claimedUntil, now)),
  );

const ofAccount = (accountId: string, id: string) =>
  and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.accountId, accountId));

/** Customer webhooks: endpoints, the deliveries outbox and each attempt (issue 49 item 3, decision 0126). */
const endpointQueries = (db: Database) => ({
  list: (accountId: string): Promise<WebhookEndpointRecord[]> =>
    db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.accountId, accountId))
      .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id)),

  count: (accountId: string): Promise<number> =>
    db.$count(webhookEndpoints, eq(webhookEndpoints.accountId, accountId)),

  find: async (accountId: string, id: string): Promise<WebhookEndpointRecord | null> => {
    if (!isUuid(id)) return null;
    const [row] = await db.select().from(webhookEndpoints).where(ofAccount(accountId, id)).limit(1);
    return row ?? null;
  },

  insert: async (endpoint: typeof webhookEndpoints.$inferInsert): Promise<WebhookEndpointRecord> => {
    const [row] = await db.insert(webhookEndpoints).values(endpoint).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  update: async (
    accountId: string,
    id: string,
    change: Partial<
      Pick<
        WebhookEndpointRecord,
        | 'events'
        | 'description'
        | 'enabled'
        | 'sealedSecret'
        | 'sealedPreviousSecret'
        | 'previousSecretExpiresAt'
      >
    >,
  ): Promise<WebhookEndpointRecord | null> => {
    const [row] = await db.update(webhookEndpoints).set(change).where(ofAccount(accountId, id)).returning();
    return row ?? null;
  },

  remove: async (accountId: string, id: string): Promise<boolean> =>
    (await db.delete(webhookEndpoints).where(ofAccount(accountId, id)).returning({ id: webhookEndpoints.id }))
      .length > 0,
});

const deliveryQueries = (db: Database) => ({
  /** The enabled endpoints of these accounts that take this event. */
  subscribersOf: (accountIds: readonly string[], eventType: string, executor: Database = db) =>
    accountIds.length === 0
      ? Promise.resolve([] as Pick<WebhookEndpointRecord, 'id' | 'accountId'>[])
      : executor
          .select({ id: webhookEndpoints.id, accountId: webhookEndpoints.accountId })
          .from(webhookEndpoints)
          .where(
            and(
              eq(webhookEndpoints.enabled, true),
              sql`${webhookEndpoints.accountId} = any(${sql.param([...new Set(accountIds)])}::uuid[])`,
              sql`${webhookEndpoints.events} ? ${eventType}`,
            ),
          ),

  /** The accounts with an enabled endpoint that takes this event. */
  accountsTaking: async (eventType: string): Promise<string[]> =>
    (
      await db
        .selectDistinct({ accountId: webhookEndpoints.accountId })
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.enabled, true), sql`${webhookEndpoints.events} ? ${eventType}`))
    ).map((row) => row.accountId),

  /** Events into the outbox in the caller's transaction; one per endpoint and event key, whoever enqueues it. */
  enqueue: async (
    rows: readonly {
      accountId: string;
      endpointId: string;
      eventType: string;
      eventKey: string;
      payload: unknown;
    }[],
    now: Date,
    executor: Database = db,
  ): Promise<void> => {
    for (let start = 0; start < rows.length; start += 500)
      await executor
        .insert(webhookDeliveries)
        .values(rows.slice(start, start + 500).map((row) => ({ ...row, nextAttemptAt: now, createdAt: now })))
        .onConflictDoNothing();
  },

  hasDue: async (now: Date): Promise<boolean> =>
    (await db.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(dueAt(now)).limit(1))
      .length > 0,

  claimDue: async (now: Date, limit: number, claimMs: number) => {
    const due = db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(dueAt(now))
      .orderBy(asc(webhookDeliveries.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(webhookDeliveries)
      .set({ status: 'sending', claimedUntil: new Date(now.getTime() + claimMs) })
      .where(inArray(webhookDeliveries.id, due))
      .returning();
    if (claimed.length === 0) return [];
    const endpoints = await db
      .select()
      .from(webhookEndpoints)
      .where(inArray(webhookEndpoints.id, [...new Set(claimed.map((row) => row.endpointId))]));
    const byId = new Map(endpoints.map((endpoint) => [endpoint.id, endpoint]));
    return claimed.flatMap((delivery) => {
      const endpoint = byId.get(delivery.endpointId);
      return endpoint === undefined ? [] : [{ delivery, endpoint }];
    });
  },

  /** One attempt recorded and the delivery's state moved, together. */
  recordAttempt: async (
    deliveryId: string,
    attempt: Omit<typeof webhookAttempts.$inferInsert, 'id' | 'deliveryId'>,
    outcome:
      | { status: 'delivered'; at: Date }
      | { status: 'pending' | 'failed'; error: string; nextAttemptAt: Date },
  ): Promise<void> => {
    await db.transaction(async (tx) => {
      await tx.insert(webhookAttempts).values({ ...attempt, deliveryId });
      await tx
        .update(webhookDeliveries)
        .set(
          outcome.status === 'delivered'
            ? {
                status: 'delivered',
                deliveredAt: outcome.at,
                attempts: sql`${webhookDeliveries.attempts} + 1`,
                lastError: null,
                claimedUntil: null,
              }
            : {
                status: outcome.status,
                attempts: sql`${webhookDeliveries.attempts} + 1`,
                lastError: outcome.error.slice(0, 500),
                nextAttemptAt: outcome.nextAttemptAt,
                claimedUntil: null,
              },
        )
        .where(eq(webhookDeliveries.id, deliveryId));
    });
  },

  /** An endpoint's latest deliveries, newest first, with their attempts. */
  deliveriesOf: async (endpointId: string, limit = 50) => {
    const deliveries = await db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId))
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(limit);
    const attempts =
      deliveries.length === 0
        ? []
        : await db
            .select()
            .from(webhookAttempts)
            .where(
              inArray(
                webhookAttempts.deliveryId,
                deliveries.map((delivery) => delivery.id),
              ),
            )
            .orderBy(asc(webhookAttempts.attemptedAt), asc(webhookAttempts.id));
    return { deliveries, attempts };
  },

  findDelivery: async (endpointId: string, id: string): Promise<WebhookDeliveryRecord | null> => {
    if (!isUuid(id)) return null;
    const [row] = await db
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.endpointId, endpointId)))
      .limit(1);
    return row ?? null;
  },

  /** Sends a delivery again, with its id; one being sent right now is left to finish. */
  replay: async (id: string, now: Date): Promise<WebhookDeliveryRecord | null> => {
    const [row] = await db
      .update(webhookDeliveries)
      .set({ status: 'pending', nextAttemptAt: now, claimedUntil: null })
      .where(
        and(
          eq(webhookDeliveries.id, id),
          inArray(webhookDeliveries.status, ['delivered', 'failed', 'pending']),
        ),
      )
      .returning();
    return row ?? null;
  },
});

export const createWebhooksRepository = (db: Database) => ({
  ...endpointQueries(db),
  ...deliveryQueries(db),
});

export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;
