import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, personPasskeys, personTotp, persons, recoveryCodes } from '../../db/schema.ts';

export const createTwoFactorRepository = (db: Database) => ({
  find: async (personId: string) => {
    const [row] = await db.select().from(personTotp).where(eq(personTotp.personId, personId)).limit(1);
    return row ?? null;
  },

  /** Enable and Generate New both land here: a fresh key, unverified until a code confirms it. */
  replaceWithPendingKey: async (
    personId: string,
    secretCiphertext: string,
    now: Date,
    executor: Database = db,
  ): Promise<void> => {
    await executor.delete(recoveryCodes).where(eq(recoveryCodes.personId, personId));
    await executor
      .insert(personTotp)
      .values({ personId, secretCiphertext, createdAt: now, verifiedAt: null, lastUsedStep: null })
      .onConflictDoUpdate({
        target: personTotp.personId,
        set: { secretCiphertext, createdAt: now, verifiedAt: null, lastUsedStep: null },
      });
  },

  /**
   * Compare-and-set on the last accepted time step: of two requests carrying the same code, one updates the row
   * and the other finds nothing to update (RFC 6238 §5.2).
   */
  consumeStep: async (personId: string, step: number, executor: Database = db): Promise<boolean> => {
    const rows = await executor
      .update(personTotp)
      .set({ lastUsedStep: step })
      .where(
        and(
          eq(personTotp.personId, personId),
          or(isNull(personTotp.lastUsedStep), lt(personTotp.lastUsedStep, step)),
        ),
      )
      .returning({ personId: personTotp.personId });
    return rows.length === 1;
  },

  markVerified: async (personId: string, now: Date, executor: Database = db): Promise<void> => {
    await executor.update(personTotp).set({ verifiedAt: now }).where(eq(personTotp.personId, personId));
  },

  remove: async (personId: string, executor: Database = db): Promise<boolean> => {
    await executor.delete(recoveryCodes).where(eq(recoveryCodes.personId, personId));
    const rows = await executor
      .delete(personTotp)
      .where(eq(personTotp.personId, personId))
      .returning({ personId: personTotp.personId });
    return rows.length === 1;
  },

  replaceRecoveryCodes: async (
    personId: string,
    codeHashes: string[],
    now: Date,
    executor: Database = db,
  ): Promise<void> => {
    await executor.delete(recoveryCodes).where(eq(recoveryCodes.personId, personId));
    await executor
      .insert(recoveryCodes)
      .values(codeHashes.map((codeHash) => ({ personId, codeHash, createdAt: now })));
  },

  listUnusedRecoveryCodes: async (personId: string) =>
    db
      .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.personId, personId), isNull(recoveryCodes.usedAt))),

  /** Single use even under concurrency: only the first caller sees the row change. */
  markRecoveryCodeUsed: async (id: string, now: Date, executor: Database = db): Promise<boolean> => {
    const rows = await executor
      .update(recoveryCodes)
      .set({ usedAt: now })
      .where(and(eq(recoveryCodes.id, id), isNull(recoveryCodes.usedAt)))
      .returning({ id: recoveryCodes.id });
    return rows.length === 1;
  },

  countUnusedRecoveryCodes: async (personId: string): Promise<number> => {
    const [row] = await db
      .select({ value: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.personId, personId), isNull(recoveryCodes.usedAt)));
    return row?.value ?? 0;
  },

  /** The account's policy and how many of its active users have a confirmed key. */
  findPolicy: async (accountId: string) => {
    const [row] = await db
      .select({
        requireTwoFactor: accounts.requireTwoFactor,
        users: count(persons.id),
        // A confirmed authenticator key or a passkey (decision 0044).
        usersWithTwoFactor:
          sql<number>`count(${persons.id}) filter (where ${personTotp.verifiedAt} is not null or exists (select 1 from ${personPasskeys} where ${personPasskeys.personId} = ${persons.id}))`.mapWith(
            Number,
          ),
      })
      .from(accounts)
      .leftJoin(persons, and(eq(persons.accountId, accounts.id), eq(persons.isActive, true)))
      .leftJoin(personTotp, eq(personTotp.personId, persons.id))
      .where(eq(accounts.id, accountId))
      .groupBy(accounts.id);
    return row ?? null;
  },

  setPolicy: async (accountId: string, requireTwoFactor: boolean, executor: Database = db): Promise<void> => {
    await executor.update(accounts).set({ requireTwoFactor }).where(eq(accounts.id, accountId));
  },

  /** Account-scoped: a person of another account is simply not found. */
  findMemberInAccount: async (accountId: string, personId: string) => {
    const [row] = await db
      .select({
        personId: persons.id,
        email: persons.email,
        verifiedAt: personTotp.verifiedAt,
        hasKey: personTotp.personId,
        isDefaultAdmin: sql<boolean>`${accounts.defaultAdmin} = ${persons.id}`,
        personLanguage: persons.language,
        accountLanguage: accounts.language,
      })
      .from(persons)
      .innerJoin(accounts, eq(accounts.id, persons.accountId))
      .leftJoin(personTotp, eq(personTotp.personId, persons.id))
      .where(and(eq(persons.id, personId), eq(persons.accountId, accountId)))
      .limit(1);
    return row ?? null;
  },

  /** Every stored authenticator key, still sealed: for the operators' encryption check, never opened to a caller. */
  listSealedKeys: async (): Promise<string[]> =>
    (await db.select({ sealed: personTotp.secretCiphertext }).from(personTotp)).map((row) => row.sealed),
});

export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;
