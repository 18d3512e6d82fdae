import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, parityMatrices, userDestinations } from '../../db/schema.ts';
import { isUuid } from '../../shared/is-uuid.ts';

export type MatrixRecord = typeof parityMatrices.$inferSelect;
export type MatrixChoice = Pick<
  MatrixRecord,
  'name' | 'currencyCode' | 'origins' | 'destinationIds' | 'periodCount' | 'blocks'
>;

/** A user destination as a matrix cell prices it: the columns a calculator row joins. */
export type MatrixUserDestination = {
  id: string;
  name: string;
  region: string;
  countryId: string;
  arrivalPortId: string;
  currencyCode: string;
  perTonLandFreightCost: number;
  destinationCost: number | null;
  premiumCost: number | null;
};

const ownerIs = (accountId: string, personId: string) =>
  and(eq(parityMatrices.accountId, accountId), eq(parityMatrices.personId, personId));

/** Matrices belong to their author, as calculators do: every read and write filters by account and person. */
export const createMatricesRepository = (db: Database) => ({
  listOwned: (accountId: string, personId: string): Promise<MatrixRecord[]> =>
    db
      .select()
      .from(parityMatrices)
      .where(ownerIs(accountId, personId))
      .orderBy(desc(parityMatrices.createdAt), desc(parityMatrices.id)),

  findOwned: async (accountId: string, personId: string, id: string): Promise<MatrixRecord | null> => {
    if (!isUuid(id)) return null;
    const [row] = await db
      .select()
      .from(parityMatrices)
      .where(and(eq(parityMatrices.id, id), ownerIs(accountId, personId)))
      .limit(1);
    return row ?? null;
  },

  insert: async (
    owner: { accountId: string; personId: string },
    choice: MatrixChoice,
    now: Date,
  ): Promise<MatrixRecord> => {
    const [row] = await db
      .insert(parityMatrices)
      .values({ ...owner, ...choice, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  updateOwned: async (
    accountId: string,
    personId: string,
    id: string,
    choice: MatrixChoice,
    now: Date,
  ): Promise<MatrixRecord | null> => {
    if (!isUuid(id)) return null;
    const [row] = await db
      .update(parityMatrices)
      .set({ ...choice, updatedAt: now })
      .where(and(eq(parityMatrices.id, id), ownerIs(accountId, personId)))
      .returning();
    return row ?? null;
  },

  deleteOwned: async (accountId: string, personId: string, id: string): Promise<boolean> => {
    if (!isUuid(id)) return false;
    const rows = await db
      .delete(parityMatrices)
      .where(and(eq(parityMatrices.id, id), ownerIs(accountId, personId)))
      .returning({ id: parityMatrices.id });
    return rows.length > 0;
  },

  /** The caller's own destinations among `ids` (the others are global ports, or gone). */
  ownedDestinations: async (
    accountId: string,
    personId: string,
    ids: readonly string[],
  ): Promise<MatrixUserDestination[]> => {
    const uuids = ids.filter(isUuid);
    if (uuids.length === 0) return [];
    return db
      .select({
        id: userDestinations.id,
        name: userDestinations.name,
        region: userDestinations.region,
        countryId: userDestinations.countryId,
        arrivalPortId: userDestinations.arrivalPortId,
        currencyCode: userDestinations.currencyCode,
        perTonLandFreightCost: userDestinations.perTonLandFreightCost,
        destinationCost: userDestinations.destinationCost,
        premiumCost: userDestinations.premiumCost,
      })
      .from(userDestinations)
      .where(
        and(
          inArray(userDestinations.id, uuids),
          eq(userDestinations.accountId, accountId),
          eq(userDestinations.personId, personId),
        ),
      );
  },

  /** The account's default cost-of-money terms, which every calculator of the account carries. */
  accountFinanceTerms: async (accountId: string) => {
    const [row] = await db
      .select({ financeTerms: accounts.financeTerms })
      .from(accounts)
      .where(eq(accounts.id, accountId))
      .limit(1);
    return row?.financeTerms ?? null;
  },
});
