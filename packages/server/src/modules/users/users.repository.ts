import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, passwordHistory, persons } from '../../db/schema.ts';

export const createUsersRepository = (db: Database) => ({
  /** Always scoped by account: a person id from another account finds nothing. */
  findInAccount: async (accountId: string, personId: string) => {
    const [row] = await db
      .select({
        id: persons.id,
        accountId: persons.accountId,
        accountName: accounts.name,
        defaultAdmin: accounts.defaultAdmin,
        email: persons.email,
        firstname: persons.firstname,
        lastname: persons.lastname,
        permissions: persons.permissions,
        dateAdded: persons.dateAdded,
        dateFormat: persons.dateFormat,
        datePasswordLastChanged: persons.datePasswordLastChanged,
      })
      .from(persons)
      .innerJoin(accounts, eq(accounts.id, persons.accountId))
      .where(and(eq(persons.id, personId), eq(persons.accountId, accountId)))
      .limit(1);
    return row ?? null;
  },

  findEmail: async (accountId: string, personId: string): Promise<string | null> => {
    const [row] = await db
      .select({ email: persons.email })
      .from(persons)
      .where(and(eq(persons.id, personId), eq(persons.accountId, accountId)))
      .limit(1);
    return row?.email ?? null;
  },

  listRecentPasswordHashes: async (personId: string, limit: number): Promise<string[]> => {
    const rows = await db
      .select({ passwordHash: passwordHistory.passwordHash })
      .from(passwordHistory)
      .where(eq(passwordHistory.personId, personId))
      .orderBy(desc(passwordHistory.createdAt), desc(passwordHistory.id))
      .limit(limit);
    return rows.map((row) => row.passwordHash);
  },

  updatePassword: async (accountId: string, personId: string, passwordHash: string, changedAt: Date, executor: Database = db) => {
    await executor
      .update(persons)
      .set({ passwordHash, datePasswordLastChanged: changedAt })
      .where(and(eq(persons.id, personId), eq(persons.accountId, accountId)));
    await executor.insert(passwordHistory).values({ personId, passwordHash, createdAt: changedAt });
  },
});

export type UsersRepository = ReturnType<typeof createUsersRepository>;
