import { and, asc, count, desc, eq, gt, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { accounts, persons, purchases, subscriptions } from '../../../db/schema.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PurchaseRow = typeof purchases.$inferSelect;
export type BillingAccountRow = typeof accounts.$inferSelect;
export type AccountPlanChanges = Partial<
  Pick<
    BillingAccountRow,
    | 'status'
    | 'currentPlanId'
    | 'numberOfUsers'
    | 'numberOfEditors'
    | 'numberOfSources'
    | 'numberOfSnapshots'
    | 'paymentLength'
    | 'currencyCode'
    | 'couponCode'
    | 'paymentProcessorId'
    | 'subscriptionRef'
    | 'subscriptionStartDate'
    | 'subscriptionCancelationDate'
    | 'validUntil'
  >
>;

/** The account's plan and licences, as billing changes them. */
const accountPlanQueries = (db: Database) => ({
  findAccount: async (accountId: string, executor: Database = db): Promise<BillingAccountRow | null> => {
    const [row] = await executor.select().from(accounts).where(eq(accounts.id, accountId));
    return row ?? null;
  },
  /** The account row lock serialises every billing change of one account (and the licence checks of users). */
  lockAccount: async (accountId: string, executor: Database): Promise<BillingAccountRow | null> => {
    const [row] = await executor.select().from(accounts).where(eq(accounts.id, accountId)).for('update');
    return row ?? null;
  },
  updateAccountPlan: async (
    accountId: string,
    changes: AccountPlanChanges,
    executor: Database = db,
  ): Promise<void> => {
    await executor.update(accounts).set(changes).where(eq(accounts.id, accountId));
  },
  countMembers: async (
    accountId: string,
    executor: Database = db,
  ): Promise<{ fullUsers: number; viewers: number }> => {
    const rows = await executor
      .select({ permissions: persons.permissions, value: count() })
      .from(persons)
      .where(and(eq(persons.accountId, accountId), eq(persons.isActive, true)))
      .groupBy(persons.permissions);
    const full = rows
      .filter((row) => row.permissions === 'A' || row.permissions === 'U')
      .reduce((sum, row) => sum + row.value, 0);
    const viewers = rows.filter((row) => row.permissions === 'V').reduce((sum, row) => sum + row.value, 0);
    return { fullUsers: full, viewers };
  },
  /** Calculators (data sources) of the account, once the calculators feature has its table. */
  countDataSources: async (accountId: string, executor: Database = db): Promise<number> => {
    const found = await executor.execute<{ present: string | null }>(
      sql`SELECT to_regclass('public.calculators')::text AS present`,
    );
    const present = (found as unknown as { rows: { present: string | null }[] }).rows[0]?.present ?? null;
    if (!present) return 0;
    const result = await executor.execute<{ value: number }>(
      sql`SELECT count(*)::int AS value FROM calculators WHERE account_id = ${accountId}`,
    );
    return (result as unknown as { rows: { value: number }[] }).rows[0]?.value ?? 0;
  },
  findPersonEmail: async (personId: string): Promise<string | null> => {
    const [row] = await db.select({ email: persons.email }).from(persons).where(eq(persons.id, personId));
    return row?.email ?? null;
  },
});

/** Subscriptions and the renewals, grace periods and cancellations due. */
const subscriptionQueries = (db: Database) => ({
  findSubscription: async (accountId: string, executor: Database = db): Promise<SubscriptionRow | null> => {
    const [row] = await executor.select().from(subscriptions).where(eq(subscriptions.accountId, accountId));
    return row ?? null;
  },
  saveSubscription: async (
    row: Omit<typeof subscriptions.$inferInsert, 'id'>,
    executor: Database,
  ): Promise<SubscriptionRow> => {
    const { accountId: _accountId, ...changes } = row;
    const [saved] = await executor
      .insert(subscriptions)
      .values(row)
      .onConflictDoUpdate({ target: subscriptions.accountId, set: changes })
      .returning();
    if (!saved) throw new Error('subscription upsert returned nothing');
    return saved;
  },
  updateSubscription: async (
    id: string,
    changes: Partial<typeof subscriptions.$inferInsert>,
    executor: Database = db,
  ): Promise<void> => {
    await executor.update(subscriptions).set(changes).where(eq(subscriptions.id, id));
  },
  /** Subscriptions whose paid period ends by `until`: the renewals of a month. */
  listRenewalsDue: async (until: Date): Promise<SubscriptionRow[]> =>
    db
      .select()
      .from(subscriptions)
      .where(
        and(
          inArray(subscriptions.status, ['active', 'past_due']),
          lte(subscriptions.currentPeriodEnd, until),
        ),
      )
      .orderBy(asc(subscriptions.currentPeriodEnd)),
  listGraceExpired: async (now: Date): Promise<SubscriptionRow[]> =>
    db
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.status, 'past_due'),
          isNotNull(subscriptions.graceUntil),
          lt(subscriptions.graceUntil, now),
        ),
      ),
  listCancellationsDue: async (now: Date): Promise<SubscriptionRow[]> =>
    db
      .select()
      .from(subscriptions)
      .where(
        and(
          inArray(subscriptions.status, ['active', 'past_due']),
          isNotNull(subscriptions.cancelEffectiveAt),
          lte(subscriptions.cancelEffectiveAt, now),
        ),
      ),
});

/** Purchases: one per change, renewal or retry, settled against its payment intent. */
const purchaseQueries = (db: Database) => ({
  insertPurchase: async (
    row: typeof purchases.$inferInsert,
    executor: Database = db,
  ): Promise<PurchaseRow> => {
    const [saved] = await executor.insert(purchases).values(row).returning();
    if (!saved) throw new Error('purchase insert returned nothing');
    return saved;
  },
  findPurchase: async (id: string, executor: Database = db): Promise<PurchaseRow | null> => {
    const [row] = await executor.select().from(purchases).where(eq(purchases.id, id));
    return row ?? null;
  },
  findPurchaseByKey: async (idempotencyKey: string, executor: Database = db): Promise<PurchaseRow | null> => {
    const [row] = await executor.select().from(purchases).where(eq(purchases.idempotencyKey, idempotencyKey));
    return row ?? null;
  },
  lockPurchaseByIntent: async (paymentIntentId: string, executor: Database): Promise<PurchaseRow | null> => {
    const [row] = await executor
      .select()
      .from(purchases)
      .where(eq(purchases.paymentIntentId, paymentIntentId))
      .for('update');
    return row ?? null;
  },
  lockPurchase: async (id: string, executor: Database): Promise<PurchaseRow | null> => {
    const [row] = await executor.select().from(purchases).where(eq(purchases.id, id)).for('update');
    return row ?? null;
  },
  /** The account's open purchase: the one its card form or a retry is about. */
  findOpenPurchase: async (accountId: string, executor: Database = db): Promise<PurchaseRow | null> => {
    const [row] = await executor
      .select()
      .from(purchases)
      .where(and(eq(purchases.accountId, accountId), inArray(purchases.status, ['pending', 'failed'])))
      .orderBy(desc(purchases.createdAt))
      .limit(1);
    return row ?? null;
  },
  /** Purchases replaced by a later one whose payment intent may still be open or, worse, paid. */
  listSupersededPurchasesWithIntent: async (createdAfter: Date): Promise<PurchaseRow[]> =>
    db
      .select()
      .from(purchases)
      .where(
        and(
          eq(purchases.status, 'cleared'),
          isNotNull(purchases.paymentIntentId),
          // Reconciliation clears the secret once it has dealt with the intent.
          isNotNull(purchases.clientSecret),
          gt(purchases.createdAt, createdAfter),
        ),
      )
      .orderBy(asc(purchases.createdAt))
      .limit(500),
  listOpenPurchases: async (createdBefore: Date): Promise<PurchaseRow[]> =>
    db
      .select()
      .from(purchases)
      .where(and(inArray(purchases.status, ['pending', 'failed']), lt(purchases.createdAt, createdBefore)))
      .orderBy(asc(purchases.createdAt))
      .limit(500),
  updatePurchase: async (
    id: string,
    changes: Partial<typeof purchases.$inferInsert>,
    executor: Database = db,
  ): Promise<void> => {
    await executor.update(purchases).set(changes).where(eq(purchases.id, id));
  },
  /**
   * Clears a purchase and answers it as it now stands: an intent attached after the caller read the purchase comes
   * back here, so the caller cancels it too (the update waits for, then sees, any attach committed meanwhile).
   */
  markPurchaseCleared: async (
    id: string,
    completedAt: Date,
    executor: Database = db,
  ): Promise<PurchaseRow | null> => {
    const [row] = await executor
      .update(purchases)
      .set({ status: 'cleared', completedAt })
      .where(eq(purchases.id, id))
      .returning();
    return row ?? null;
  },
  /** Records a purchase's payment intent unless the purchase was cleared meanwhile (false: cancel that intent). */
  attachIntentIfPending: async (
    id: string,
    intent: { paymentIntentId: string; clientSecret: string | null },
  ): Promise<boolean> => {
    const rows = await db
      .update(purchases)
      .set(intent)
      .where(and(eq(purchases.id, id), eq(purchases.status, 'pending')))
      .returning({ id: purchases.id });
    return rows.length > 0;
  },
  countPurchases: async (accountId: string, status: PurchaseRow['status']): Promise<number> => {
    const [row] = await db
      .select({ value: count() })
      .from(purchases)
      .where(and(eq(purchases.accountId, accountId), eq(purchases.status, status)));
    return row?.value ?? 0;
  },
});

/** An account's plan and licences, its subscription and its purchases: what a subscription change locks and writes. */
export const createSubscriptionsRepository = (db: Database) => ({
  ...accountPlanQueries(db),
  ...subscriptionQueries(db),
  ...purchaseQueries(db),
});

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
