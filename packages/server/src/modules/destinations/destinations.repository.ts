import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { calculators, userDestinations } from '../../db/schema.ts';

export type UserDestinationRecord = typeof userDestinations.$inferSelect;
export type UserDestinationValues = Pick<
  typeof userDestinations.$inferInsert,
  | 'name'
  | 'region'
  | 'countryId'
  | 'arrivalPortId'
  | 'currencyCode'
  | 'perTonLandFreightCost'
  | 'destinationCost'
  | 'premiumCost'
>;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ownerIs = (accountId: string, personId: string) =>
  and(eq(userDestinations.accountId, accountId), eq(userDestinations.personId, personId));
// Qualified by hand: inside the subquery an unqualified "id" would be the calculator's.
const usedBy = sql<number>`(select count(*)::int from "calculators" as used where used."user_destination_id" = "user_destinations"."id")`;

export const createDestinationsRepository = (db: Database) => ({
  /** The caller's destinations by name (§9 'others by name'), each with how many calculators use it. */
  listOwned: async (accountId: string, personId: string) =>
    db
      .select({ destination: userDestinations, calculatorCount: usedBy })
      .from(userDestinations)
      .where(ownerIs(accountId, personId))
      .orderBy(asc(sql`lower(${userDestinations.name})`), asc(userDestinations.createdAt)),

  findOwned: async (accountId: string, personId: string, id: string, executor: Database = db) => {
    if (!uuidPattern.test(id)) return null;
    const [row] = await executor
      .select({ destination: userDestinations, calculatorCount: usedBy })
      .from(userDestinations)
      .where(and(eq(userDestinations.id, id), ownerIs(accountId, personId)))
      .limit(1);
    return row ?? null;
  },

  insert: async (
    accountId: string,
    personId: string,
    values: UserDestinationValues,
    createdAt: Date,
  ): Promise<string> => {
    const [created] = await db
      .insert(userDestinations)
      .values({ ...values, accountId, personId, createdAt })
      .returning({ id: userDestinations.id });
    if (!created) throw new Error('destination insert returned nothing');
    return created.id;
  },

  updateOwned: async (
    accountId: string,
    personId: string,
    id: string,
    values: Omit<UserDestinationValues, 'premiumCost'> & Partial<Pick<UserDestinationValues, 'premiumCost'>>,
  ): Promise<boolean> => {
    if (!uuidPattern.test(id)) return false;
    return db.transaction(async (tx) => {
      const updated = await tx
        .update(userDestinations)
        .set(values)
        .where(and(eq(userDestinations.id, id), ownerIs(accountId, personId)))
        .returning({ id: userDestinations.id });
      // Calculators on this destination are priced differently from now on.
      if (updated.length > 0)
        await tx
          .update(calculators)
          .set({ pricedVersion: null })
          .where(eq(calculators.userDestinationId, id));
      return updated.length > 0;
    });
  },

  /**
   * Deletes the destination unless calculators use it, under a lock of its row so a calculator cannot take it in
   * between. Returns the names of the calculators in the way (empty when it was deleted), or null when not found.
   */
  deleteOwnedUnlessUsed: async (
    accountId: string,
    personId: string,
    id: string,
  ): Promise<string[] | null> => {
    if (!uuidPattern.test(id)) return null;
    return db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: userDestinations.id })
        .from(userDestinations)
        .where(and(eq(userDestinations.id, id), ownerIs(accountId, personId)))
        .for('update');
      if (!locked) return null;
      const users = await tx
        .select({ name: calculators.name })
        .from(calculators)
        .where(eq(calculators.userDestinationId, id))
        .orderBy(asc(calculators.creationTimestamp), asc(calculators.sequence));
      if (users.length > 0) return users.map((user) => user.name);
      await tx.delete(userDestinations).where(eq(userDestinations.id, id));
      return [];
    });
  },
});

export type DestinationsRepository = ReturnType<typeof createDestinationsRepository>;
