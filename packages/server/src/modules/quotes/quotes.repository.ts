import { and, asc, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, quotes } from '../../db/schema.ts';
import type { ActualAmount } from '@psc/core/quotes/quotes.schemas';

export type QuoteRecord = typeof quotes.$inferSelect;
export type NewQuote = typeof quotes.$inferInsert;

const ownerIs = (accountId: string, personId: string) =>
  and(eq(quotes.accountId, accountId), eq(quotes.personId, personId));

export const createQuotesRepository = (db: Database) => ({
  /** The account's billing details, printed at the head of its quotes (account-and-billing.md §3). */
  findBillingDetails: async (accountId: string) => {
    const [row] = await db
      .select({
        name: accounts.name,
        companyName: accounts.companyName,
        firstName: accounts.firstName,
        lastName: accounts.lastName,
        defaultEmail: accounts.defaultEmail,
        streetAddress: accounts.streetAddress,
        suite: accounts.suite,
        city: accounts.city,
        state: accounts.state,
        postcode: accounts.postcode,
        country: accounts.country,
        vat: accounts.vat,
        phoneNumber: accounts.phoneNumber,
      })
      .from(accounts)
      .where(eq(accounts.id, accountId))
      .limit(1);
    return row ?? null;
  },

  insert: async (quote: NewQuote): Promise<QuoteRecord> => {
    const [row] = await db.insert(quotes).values(quote).returning();
    if (!row) throw new Error('quote insert returned nothing');
    return row;
  },

  /** The caller's own quotes, newest first; quotes belong to the user who froze them, as calculators do. */
  listOwned: async (accountId: string, personId: string): Promise<QuoteRecord[]> =>
    db.select().from(quotes).where(ownerIs(accountId, personId)).orderBy(desc(quotes.createdAt)),

  findOwned: async (accountId: string, personId: string, id: string): Promise<QuoteRecord | null> => {
    const [row] = await db
      .select()
      .from(quotes)
      .where(and(ownerIs(accountId, personId), eq(quotes.id, id)))
      .limit(1);
    return row ?? null;
  },

  removeOwned: async (accountId: string, personId: string, id: string): Promise<boolean> =>
    (
      await db
        .delete(quotes)
        .where(and(ownerIs(accountId, personId), eq(quotes.id, id)))
        .returning({ id: quotes.id })
    ).length === 1,

  setActuals: async (
    accountId: string,
    personId: string,
    id: string,
    actuals: ActualAmount[],
  ): Promise<QuoteRecord | null> => {
    const [row] = await db
      .update(quotes)
      .set({ actuals })
      .where(and(ownerIs(accountId, personId), eq(quotes.id, id)))
      .returning();
    return row ?? null;
  },

  /** A new link replaces the previous one (which stops working) and starts its own view count. */
  setShareLink: async (
    accountId: string,
    personId: string,
    id: string,
    link: {
      tokenHash: string;
      tokenCiphertext: string;
      createdAt: Date;
      expiresAt: Date;
      copy: QuoteRecord['shareCopy'];
    },
  ): Promise<QuoteRecord | null> => {
    const [row] = await db
      .update(quotes)
      .set({
        shareTokenHash: link.tokenHash,
        shareTokenCiphertext: link.tokenCiphertext,
        shareCreatedAt: link.createdAt,
        shareExpiresAt: link.expiresAt,
        shareCopy: link.copy,
        shareViews: 0,
        shareLastViewedAt: null,
      })
      .where(and(ownerIs(accountId, personId), eq(quotes.id, id)))
      .returning();
    return row ?? null;
  },

  revokeShareLink: async (accountId: string, personId: string, id: string): Promise<boolean> =>
    (
      await db
        .update(quotes)
        .set({
          shareTokenHash: null,
          shareTokenCiphertext: null,
          shareCreatedAt: null,
          shareExpiresAt: null,
          shareViews: 0,
          shareLastViewedAt: null,
        })
        .where(and(ownerIs(accountId, personId), eq(quotes.id, id)))
        .returning({ id: quotes.id })
    ).length === 1,

  /**
   * Quotes whose validity ended and was not yet told, marked told in the caller's transaction; SKIP LOCKED keeps two
   * instances from taking the same one (decision 0135).
   */
  takeExpiredUnannounced: async (now: Date, limit: number, executor: Database) => {
    const due = executor
      .select({ id: quotes.id })
      .from(quotes)
      .where(and(isNull(quotes.expiryAnnouncedAt), lte(quotes.validUntil, now)))
      .orderBy(asc(quotes.validUntil))
      .limit(limit)
      .for('update', { skipLocked: true });
    return executor.update(quotes).set({ expiryAnnouncedAt: now }).where(inArray(quotes.id, due)).returning({
      id: quotes.id,
      accountId: quotes.accountId,
      name: quotes.name,
      validUntil: quotes.validUntil,
    });
  },

  /**
   * The quote behind an unexpired link of an open account, counting the view in the same statement. A closed
   * account's links stop at once.
   */
  viewShared: async (
    tokenHash: string,
    now: Date,
    countView: boolean,
    executor: Database = db,
  ): Promise<QuoteRecord | null> => {
    const usable = and(
      eq(quotes.shareTokenHash, tokenHash),
      gt(quotes.shareExpiresAt, now),
      sql`exists (select 1 from ${accounts} where ${accounts.id} = ${quotes.accountId} and ${accounts.closedAt} is null)`,
    );
    if (!countView) {
      const [row] = await executor.select().from(quotes).where(usable).limit(1);
      return row ?? null;
    }
    const [row] = await executor
      .update(quotes)
      .set({ shareViews: sql`${quotes.shareViews} + 1`, shareLastViewedAt: now })
      .where(usable)
      .returning();
    return row ?? null;
  },
});

export type QuotesRepository = ReturnType<typeof createQuotesRepository>;
