import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, passwordHistory, personPasskeys, persons, personTotp } from '../../db/schema.ts';

const userColumns = {
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
  mustChangePassword: persons.mustChangePassword,
  language: persons.language,
  accountLanguage: accounts.language,
  twoFactorEnabled: sql<boolean>`${personTotp.verifiedAt} IS NOT NULL`,
  passkeys:
    sql<number>`(select count(*) from ${personPasskeys} where ${personPasskeys.personId} = ${persons.id})`.mapWith(
      Number,
    ),
};

export type UserRow = {
  id: string;
  accountId: string;
  accountName: string;
  defaultAdmin: string | null;
  email: string;
  firstname: string;
  lastname: string;
  permissions: string;
  dateAdded: Date;
  dateFormat: string | null;
  datePasswordLastChanged: Date | null;
  mustChangePassword: boolean;
  language: string | null;
  accountLanguage: string | null;
  twoFactorEnabled: boolean;
  passkeys: number;
};

export type NewUser = {
  email: string;
  firstname: string;
  lastname: string;
  permissions: string;
  passwordHash: string;
  dateAdded: Date;
  datePasswordLastChanged: Date;
  /** A generated password: the first sign-in asks for the user's own. */
  mustChangePassword?: boolean;
};

export const createUsersRepository = (db: Database) => ({
  /** Always scoped by account: a person id from another account finds nothing. */
  findInAccount: async (
    accountId: string,
    personId: string,
    executor: Database = db,
  ): Promise<UserRow | null> => {
    const [row] = await executor
      .select(userColumns)
      .from(persons)
      .innerJoin(accounts, eq(accounts.id, persons.accountId))
      .leftJoin(personTotp, eq(personTotp.personId, persons.id))
      .where(and(eq(persons.id, personId), eq(persons.accountId, accountId)))
      .limit(1);
    return row ?? null;
  },

  listInAccount: async (accountId: string): Promise<UserRow[]> =>
    db
      .select(userColumns)
      .from(persons)
      .innerJoin(accounts, eq(accounts.id, persons.accountId))
      .leftJoin(personTotp, eq(personTotp.personId, persons.id))
      .where(eq(persons.accountId, accountId))
      .orderBy(asc(persons.dateAdded), asc(persons.email)),

  findEmail: async (accountId: string, personId: string): Promise<string | null> => {
    const [row] = await db
      .select({ email: persons.email })
      .from(persons)
      .where(and(eq(persons.id, personId), eq(persons.accountId, accountId)))
      .limit(1);
    return row?.email ?? null;
  },

  /**
   * Locks the account row until the transaction ends, so licence checks of concurrent requests run one after
   * the other (READ COMMITTED would otherwise let each count the same free licence).
   */
  lockAccountForLicences: async (accountId: string, executor: Database) => {
    const [row] = await executor
      .select({
        status: accounts.status,
        numberOfUsers: accounts.numberOfUsers,
        defaultAdmin: accounts.defaultAdmin,
        name: accounts.name,
        language: accounts.language,
      })
      .from(accounts)
      .where(eq(accounts.id, accountId))
      .for('update');
    return row ?? null;
  },

  countFullUsers: async (accountId: string, executor: Database = db): Promise<number> => {
    const [row] = await executor
      .select({ value: count() })
      .from(persons)
      .where(
        and(
          eq(persons.accountId, accountId),
          eq(persons.isActive, true),
          inArray(persons.permissions, ['A', 'U']),
        ),
      );
    return row?.value ?? 0;
  },

  insertUser: async (accountId: string, user: NewUser, executor: Database): Promise<string> => {
    const [row] = await executor
      .insert(persons)
      .values({ ...user, accountId })
      .returning({ id: persons.id });
    if (!row) throw new Error('person insert returned nothing');
    await executor
      .insert(passwordHistory)
      .values({ personId: row.id, passwordHash: user.passwordHash, createdAt: user.dateAdded });
    return row.id;
  },

  updateUser: async (
    accountId: string,
    personId: string,
    changes: { firstname: string; lastname: string; permissions?: string },
    executor: Database = db,
  ): Promise<void> => {
    await executor
      .update(persons)
      .set(changes)
      .where(and(eq(persons.id, personId), eq(persons.accountId, accountId)));
  },

  deleteUser: async (accountId: string, personId: string, executor: Database): Promise<boolean> => {
    const rows = await executor
      .delete(persons)
      .where(and(eq(persons.id, personId), eq(persons.accountId, accountId)))
      .returning({ id: persons.id });
    return rows.length > 0;
  },

  /** Billing e-mails of a deleted recipient go back to the default admin. */
  resetBillingEmailIfRecipient: async (
    accountId: string,
    email: string,
    executor: Database,
  ): Promise<void> => {
    await executor
      .update(accounts)
      .set({
        defaultEmail: sql`(SELECT ${persons.email} FROM ${persons} WHERE ${persons.id} = ${accounts.defaultAdmin})`,
      })
      .where(and(eq(accounts.id, accountId), eq(accounts.defaultEmail, email)));
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

  updatePassword: async (
    accountId: string,
    personId: string,
    passwordHash: string,
    changedAt: Date,
    executor: Database = db,
  ) => {
    await executor
      .update(persons)
      // A password the user set themselves: a generated one no longer needs changing.
      .set({ passwordHash, datePasswordLastChanged: changedAt, mustChangePassword: false })
      .where(and(eq(persons.id, personId), eq(persons.accountId, accountId)));
    await executor.insert(passwordHistory).values({ personId, passwordHash, createdAt: changedAt });
  },
});

export type UsersRepository = ReturnType<typeof createUsersRepository>;
