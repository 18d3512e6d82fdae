import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, passwordResetTokens, persons } from '../../db/schema.ts';

export const createPasswordResetRepository = (db: Database) => ({
  findPersonByEmail: async (email: string) => {
    const [row] = await db
      .select({
        personId: persons.id,
        accountId: persons.accountId,
        email: persons.email,
        isActive: persons.isActive,
        personLanguage: persons.language,
        accountLanguage: accounts.language,
      })
      .from(persons)
      .innerJoin(accounts, eq(accounts.id, persons.accountId))
      .where(eq(persons.email, email))
      .limit(1);
    return row ?? null;
  },

  /** A newer request kills every older link of the person. */
  supersedeOpenTokens: async (personId: string, now: Date, executor: Database): Promise<void> => {
    await executor
      .update(passwordResetTokens)
      .set({ supersededAt: now })
      .where(
        and(
          eq(passwordResetTokens.personId, personId),
          isNull(passwordResetTokens.usedAt),
          isNull(passwordResetTokens.supersededAt),
        ),
      );
  },

  /**
   * The token of a person who is active, or no row: the same statement for an unknown address, so answering one
   * takes the same work as answering the other (issue 48).
   */
  insertTokenIfActive: async (
    row: { tokenHash: string; personId: string; createdAt: Date; expiresAt: Date },
    executor: Database,
  ): Promise<void> => {
    // Drizzle's insert-select wants every column; the ones left out keep their defaults.
    await executor.execute(sql`
      INSERT INTO ${passwordResetTokens} (token_hash, person_id, created_at, expires_at)
      SELECT ${row.tokenHash}::text, ${persons.id}, ${row.createdAt.toISOString()}::timestamptz,
             ${row.expiresAt.toISOString()}::timestamptz
      FROM ${persons} WHERE ${persons.id} = ${row.personId}::uuid AND ${persons.isActive}`);
  },

  findUsableToken: async (tokenHash: string, now: Date) => {
    const [row] = await db
      .select({
        tokenHash: passwordResetTokens.tokenHash,
        personId: passwordResetTokens.personId,
        accountId: persons.accountId,
        email: persons.email,
      })
      .from(passwordResetTokens)
      .innerJoin(persons, eq(persons.id, passwordResetTokens.personId))
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          isNull(passwordResetTokens.supersededAt),
          gt(passwordResetTokens.expiresAt, now),
          eq(persons.isActive, true),
        ),
      )
      .limit(1);
    return row ?? null;
  },

  /** Single use: of two concurrent resets with one link, only one gets true. */
  consumeToken: async (tokenHash: string, now: Date, executor: Database): Promise<boolean> => {
    const rows = await executor
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          isNull(passwordResetTokens.supersededAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ tokenHash: passwordResetTokens.tokenHash });
    return rows.length === 1;
  },

  /** Wrong one-time passwords wear the link out, so it cannot be used to guess codes. */
  recordFailedOtp: async (tokenHash: string, maxFailures: number, now: Date): Promise<void> => {
    const [row] = await db
      .update(passwordResetTokens)
      .set({ failedOtpCount: sql`${passwordResetTokens.failedOtpCount} + 1` })
      .where(eq(passwordResetTokens.tokenHash, tokenHash))
      .returning({ failures: passwordResetTokens.failedOtpCount });
    if (row && row.failures >= maxFailures) {
      await db
        .update(passwordResetTokens)
        .set({ supersededAt: now })
        .where(eq(passwordResetTokens.tokenHash, tokenHash));
    }
  },
});

export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
