import { and, asc, count, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { passkeyChallenges, personPasskeys, persons } from '../../db/schema.ts';

export type ChallengePurpose = 'register' | 'sign-in';

export type NewPasskey = {
  personId: string;
  credentialId: string;
  publicKey: string;
  signCount: number;
  transports: string[];
  name: string;
  backedUp: boolean;
  createdAt: Date;
};

export const createPasskeysRepository = (db: Database) => ({
  storeChallenge: async (challenge: {
    challenge: string;
    purpose: ChallengePurpose;
    personId: string | null;
    expiresAt: Date;
  }): Promise<void> => {
    await db.insert(passkeyChallenges).values(challenge);
  },

  /**
   * Single use under concurrency: the first caller deletes the row and gets it back, any other finds nothing.
   * Answers the person the challenge was made for (null for a sign-in), or undefined when there is none to use.
   */
  consumeChallenge: async (
    challenge: string,
    purpose: ChallengePurpose,
    now: Date,
  ): Promise<{ personId: string | null } | undefined> => {
    const [row] = await db
      .delete(passkeyChallenges)
      .where(
        and(
          eq(passkeyChallenges.challenge, challenge),
          eq(passkeyChallenges.purpose, purpose),
          gt(passkeyChallenges.expiresAt, now),
        ),
      )
      .returning({ personId: passkeyChallenges.personId });
    return row;
  },

  purgeExpiredChallenges: async (now: Date): Promise<void> => {
    await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now));
  },

  listOfPerson: async (personId: string) =>
    db
      .select()
      .from(personPasskeys)
      .where(eq(personPasskeys.personId, personId))
      .orderBy(asc(personPasskeys.createdAt), asc(personPasskeys.id)),

  countOfPerson: async (personId: string, executor: Database = db): Promise<number> => {
    const [row] = await executor
      .select({ value: count() })
      .from(personPasskeys)
      .where(eq(personPasskeys.personId, personId));
    return row?.value ?? 0;
  },

  /** The passkey an assertion names, with its owner's standing: sign-in needs an active user. */
  findByCredentialId: async (credentialId: string) => {
    const [row] = await db
      .select({
        passkey: personPasskeys,
        accountId: persons.accountId,
        email: persons.email,
        isActive: persons.isActive,
      })
      .from(personPasskeys)
      .innerJoin(persons, eq(persons.id, personPasskeys.personId))
      .where(eq(personPasskeys.credentialId, credentialId))
      .limit(1);
    return row ?? null;
  },

  /** False when the credential is registered already (to this person or another): the unique index decides. */
  insert: async (passkey: NewPasskey, executor: Database = db): Promise<{ id: string } | null> => {
    const [row] = await executor
      .insert(personPasskeys)
      .values(passkey)
      .onConflictDoNothing({ target: personPasskeys.credentialId })
      .returning({ id: personPasskeys.id });
    return row ?? null;
  },

  /**
   * Records a use. The counter only moves forward (WebAuthn L3 §6.1.1): an assertion whose counter is not above the
   * stored one, from an authenticator that counts, updates nothing and is refused as a possible clone.
   */
  recordUse: async (id: string, signCount: number, now: Date): Promise<boolean> => {
    const rows = await db
      .update(personPasskeys)
      .set({ signCount, lastUsedAt: now })
      .where(
        and(
          eq(personPasskeys.id, id),
          // An authenticator that does not count (synced passkeys) reports 0 every time, and stays at 0.
          signCount === 0 ? eq(personPasskeys.signCount, 0) : lt(personPasskeys.signCount, signCount),
        ),
      )
      .returning({ id: personPasskeys.id });
    return rows.length === 1;
  },

  /** Every passkey of a person (an administrator's removal for a user who lost their devices); how many went. */
  removeAllOfPerson: async (personId: string, executor: Database = db): Promise<number> =>
    (
      await executor
        .delete(personPasskeys)
        .where(eq(personPasskeys.personId, personId))
        .returning({ id: personPasskeys.id })
    ).length,

  /** Person-scoped: another person's passkey is simply not found. */
  remove: async (personId: string, id: string, executor: Database = db): Promise<string | null> => {
    const [row] = await executor
      .delete(personPasskeys)
      .where(and(eq(personPasskeys.id, id), eq(personPasskeys.personId, personId)))
      .returning({ name: personPasskeys.name });
    return row?.name ?? null;
  },
});

export type PasskeysRepository = ReturnType<typeof createPasskeysRepository>;
