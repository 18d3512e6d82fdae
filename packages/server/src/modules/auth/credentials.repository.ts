import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { accounts, personPasskeys, persons, personTotp } from '../../db/schema.ts';

export type Credentials = {
  personId: string;
  accountId: string;
  email: string;
  passwordHash: string;
  isActive: boolean;
  failedSignInCount: number;
  lockedUntil: Date | null;
  /** Read with the credentials, so a sign-in asks the database once before the hash (decision 0077). */
  hasVerifiedTotp: boolean;
  hasPasskey: boolean;
  /** When the account was closed (its persons are then inactive), so the right password learns why. */
  accountClosedAt: Date | null;
};

/** Whether the person in `personId` has a passkey, a second factor too (decision 0044), as a column of a query. */
export const hasPasskeyOf = (personId: AnyPgColumn) =>
  sql<boolean>`exists (select 1 from ${personPasskeys} where ${personPasskeys.personId} = ${personId})`;

/** A person's credentials and failed sign-ins. */
export const credentialQueries = (db: Database) => {
  // Prepared once: every password sign-in starts here (decision 0077).
  const findCredentials = db
    .select({
      personId: persons.id,
      accountId: persons.accountId,
      email: persons.email,
      passwordHash: persons.passwordHash,
      isActive: persons.isActive,
      failedSignInCount: persons.failedSignInCount,
      lockedUntil: persons.lockedUntil,
      hasVerifiedTotp: sql<boolean>`${personTotp.verifiedAt} is not null`,
      hasPasskey: hasPasskeyOf(persons.id),
      accountClosedAt: accounts.closedAt,
    })
    .from(persons)
    .innerJoin(accounts, eq(accounts.id, persons.accountId))
    .leftJoin(personTotp, eq(personTotp.personId, persons.id))
    .where(eq(persons.email, sql.placeholder('email')))
    .limit(1)
    .prepare('find_credentials_by_email');
  return {
    findCredentialsByEmail: async (email: string): Promise<Credentials | null> => {
      const [row] = await findCredentials.execute({ email });
      return row ?? null;
    },

    /** Atomic increment of a person's failed sign-ins; returns the new count. */
    incrementFailedSignIns: async (personId: string): Promise<number> => {
      const [row] = await db
        .update(persons)
        .set({ failedSignInCount: sql`${persons.failedSignInCount} + 1` })
        .where(eq(persons.id, personId))
        .returning({ count: persons.failedSignInCount });
      return row?.count ?? 0;
    },

    clearFailedSignIns: async (personId: string, executor: Database = db): Promise<void> => {
      await executor
        .update(persons)
        .set({ failedSignInCount: 0, lockedUntil: null })
        .where(eq(persons.id, personId));
    },

    /** Account-scoped: returns the person's e-mail, or null for a person of another account. */
    unlockInAccount: async (accountId: string, personId: string): Promise<string | null> => {
      const [row] = await db
        .update(persons)
        .set({ failedSignInCount: 0, lockedUntil: null })
        .where(and(eq(persons.id, personId), eq(persons.accountId, accountId)))
        .returning({ email: persons.email });
      return row?.email ?? null;
    },
  };
};
