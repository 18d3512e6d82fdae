import { and, asc, count, desc, eq, gt, inArray, isNotNull, lt, lte, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  accounts,
  billingCustomers,
  couponRedemptions,
  coupons,
  invoiceCounters,
  invoices,
  persons,
  plans,
  prices,
  products,
  providerEvents,
  purchases,
  subscriptions,
} from '../../db/schema.ts';

export type PlanRow = typeof plans.$inferSelect;
export type PriceRow = typeof prices.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PurchaseRow = typeof purchases.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;
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

export const createBillingRepository = (db: Database) => ({
  // Catalogue ---------------------------------------------------------------------------------------------

  ensureProduct: async (persistentId: string, name: string): Promise<number> => {
    await db
      .insert(products)
      .values({ persistentId, name })
      .onConflictDoNothing({ target: products.persistentId });
    const [row] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.persistentId, persistentId));
    if (!row) throw new Error(`product ${persistentId} missing`);
    return row.id;
  },
  /** Seeds a band once; an operator's later change is never overwritten. */
  insertPriceIfMissing: async (row: typeof prices.$inferInsert): Promise<void> => {
    await db.insert(prices).values(row).onConflictDoNothing();
  },
  listPlans: async (executor: Database = db): Promise<PlanRow[]> =>
    executor.select().from(plans).orderBy(asc(plans.id)),
  findPlan: async (planId: number, executor: Database = db): Promise<PlanRow | null> => {
    const [row] = await executor.select().from(plans).where(eq(plans.id, planId));
    return row ?? null;
  },
  findProduct: async (persistentId: string, executor: Database = db): Promise<ProductRow | null> => {
    const [row] = await executor.select().from(products).where(eq(products.persistentId, persistentId));
    return row ?? null;
  },
  listProductPrices: async (productId: number): Promise<PriceRow[]> =>
    db
      .select()
      .from(prices)
      .where(eq(prices.productId, productId))
      .orderBy(asc(prices.planId), asc(prices.currency), asc(prices.periodicity), asc(prices.band)),
  listBands: async (
    productId: number,
    planId: number,
    currency: string,
    periodicity: 'Monthly' | 'Yearly',
    executor: Database = db,
  ): Promise<PriceRow[]> =>
    executor
      .select()
      .from(prices)
      .where(
        and(
          eq(prices.productId, productId),
          eq(prices.planId, planId),
          eq(prices.currency, currency),
          eq(prices.periodicity, periodicity),
        ),
      )
      .orderBy(asc(prices.band)),
  listAllPrices: async (): Promise<(PriceRow & { persistentId: string; productName: string })[]> =>
    db
      .select({ ...getPriceColumns(), persistentId: products.persistentId, productName: products.name })
      .from(prices)
      .innerJoin(products, eq(products.id, prices.productId))
      .orderBy(asc(prices.id)),
  updatePrice: async (
    id: number,
    changes: { flatAmount: number; periodFee: number },
    now: Date,
    executor: Database = db,
  ): Promise<boolean> => {
    const rows = await executor
      .update(prices)
      .set({ ...changes, updatedAt: now })
      .where(eq(prices.id, id))
      .returning({ id: prices.id });
    return rows.length > 0;
  },

  findCoupon: async (code: string, executor: Database = db): Promise<CouponRow | null> => {
    const [row] = await executor.select().from(coupons).where(eq(coupons.id, code.toUpperCase()));
    return row ?? null;
  },
  listCoupons: async (): Promise<CouponRow[]> => db.select().from(coupons).orderBy(asc(coupons.id)),
  upsertCoupon: async (row: typeof coupons.$inferInsert): Promise<void> => {
    const { id: _id, timesRedeemed: _times, createdAt: _created, ...changes } = row;
    await db.insert(coupons).values(row).onConflictDoUpdate({ target: coupons.id, set: changes });
  },
  insertCouponIfMissing: async (row: typeof coupons.$inferInsert): Promise<void> => {
    await db.insert(coupons).values(row).onConflictDoNothing();
  },
  redeemCoupon: async (
    couponId: string,
    accountId: string,
    purchaseId: string,
    at: Date,
    executor: Database,
  ): Promise<void> => {
    const inserted = await executor
      .insert(couponRedemptions)
      .values({ couponId, accountId, purchaseId, redeemedAt: at })
      .onConflictDoNothing()
      .returning({ id: couponRedemptions.id });
    if (inserted.length > 0)
      await executor
        .update(coupons)
        .set({ timesRedeemed: sql`${coupons.timesRedeemed} + 1` })
        .where(eq(coupons.id, couponId));
  },

  // Accounts ----------------------------------------------------------------------------------------------

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

  // Provider customers ------------------------------------------------------------------------------------

  findCustomer: async (accountId: string, provider: 'sandbox' | 'stripe'): Promise<string | null> => {
    const [row] = await db
      .select({ customerId: billingCustomers.customerId })
      .from(billingCustomers)
      .where(and(eq(billingCustomers.accountId, accountId), eq(billingCustomers.provider, provider)));
    return row?.customerId ?? null;
  },
  insertCustomer: async (
    accountId: string,
    provider: 'sandbox' | 'stripe',
    customerId: string,
  ): Promise<void> => {
    await db.insert(billingCustomers).values({ accountId, provider, customerId }).onConflictDoNothing();
  },

  // Subscriptions -----------------------------------------------------------------------------------------

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

  // Purchases ---------------------------------------------------------------------------------------------

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

  // Invoices ----------------------------------------------------------------------------------------------

  /** Gapless per seller: the counter row stays locked until the invoice commits, or the number is rolled back with it. */
  nextInvoiceNumber: async (seller: string, executor: Database): Promise<number> => {
    const [row] = await executor
      .insert(invoiceCounters)
      .values({ seller, lastNumber: 1 })
      .onConflictDoUpdate({
        target: invoiceCounters.seller,
        set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
      })
      .returning({ lastNumber: invoiceCounters.lastNumber });
    if (!row) throw new Error('invoice counter returned nothing');
    return row.lastNumber;
  },
  insertInvoice: async (row: NewInvoice, executor: Database): Promise<InvoiceRow> => {
    const [saved] = await executor.insert(invoices).values(row).returning();
    if (!saved) throw new Error('invoice insert returned nothing');
    return saved;
  },
  findInvoiceByPeriodKey: async (periodKey: string, executor: Database = db): Promise<InvoiceRow | null> => {
    const [row] = await executor.select().from(invoices).where(eq(invoices.periodKey, periodKey));
    return row ?? null;
  },
  findInvoiceById: async (id: string, executor: Database = db): Promise<InvoiceRow | null> => {
    const [row] = await executor.select().from(invoices).where(eq(invoices.id, id));
    return row ?? null;
  },
  findInvoice: async (accountId: string, id: string): Promise<InvoiceRow | null> => {
    const [row] = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, id), eq(invoices.accountId, accountId)));
    return row ?? null;
  },
  listInvoices: async (accountId: string): Promise<InvoiceRow[]> =>
    db
      .select()
      .from(invoices)
      .where(eq(invoices.accountId, accountId))
      .orderBy(desc(invoices.emittedWhen), desc(invoices.number)),
  updateInvoice: async (id: string, changes: Partial<NewInvoice>, executor: Database = db): Promise<void> => {
    await executor.update(invoices).set(changes).where(eq(invoices.id, id));
  },
  countInvoices: async (accountId: string): Promise<number> => {
    const [row] = await db.select({ value: count() }).from(invoices).where(eq(invoices.accountId, accountId));
    return row?.value ?? 0;
  },

  // Provider events ---------------------------------------------------------------------------------------

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

const getPriceColumns = () => ({
  id: prices.id,
  productId: prices.productId,
  planId: prices.planId,
  currency: prices.currency,
  periodicity: prices.periodicity,
  band: prices.band,
  quantityUpTo: prices.quantityUpTo,
  flatAmount: prices.flatAmount,
  periodFee: prices.periodFee,
  updatedAt: prices.updatedAt,
});

export type BillingRepository = ReturnType<typeof createBillingRepository>;
