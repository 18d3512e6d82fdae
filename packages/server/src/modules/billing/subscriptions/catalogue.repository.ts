import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { couponRedemptions, coupons, plans, prices, products } from '../../../db/schema.ts';

export type PlanRow = typeof plans.$inferSelect;
export type PriceRow = typeof prices.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;

/** The plans, products, price bands and coupons the quotes are priced from. */
export const createCatalogueRepository = (db: Database) => ({
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

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
