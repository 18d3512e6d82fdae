import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, persons } from '../../db/schema.ts';

/** The languages of issue 49: the person's own and the account's default. */
export const createLanguageRepository = (db: Database) => ({
  findLanguages: async (accountId: string, personId: string) => {
    const [row] = await db
      .select({ personLanguage: persons.language, accountLanguage: accounts.language })
      .from(persons)
      .innerJoin(accounts, eq(accounts.id, persons.accountId))
      .where(and(eq(persons.id, personId), eq(persons.accountId, accountId)))
      .limit(1);
    return row ?? null;
  },
  /**
   * The languages for a message to an address of the account (the billing recipient's): that person's own when the
   * address is one of the account's users, and the account's default.
   */
  findAddressLanguages: async (accountId: string, email: string, executor: Database = db) => {
    const [row] = await executor
      .select({ personLanguage: persons.language, accountLanguage: accounts.language })
      .from(accounts)
      .leftJoin(persons, and(eq(persons.accountId, accounts.id), eq(persons.email, email)))
      .where(eq(accounts.id, accountId))
      .limit(1);
    return row ?? { personLanguage: null, accountLanguage: null };
  },
  setPersonLanguage: async (
    accountId: string,
    personId: string,
    language: string | null,
    executor: Database,
  ) => {
    await executor
      .update(persons)
      .set({ language })
      .where(and(eq(persons.id, personId), eq(persons.accountId, accountId)));
  },
  setAccountLanguage: async (accountId: string, language: string | null, executor: Database) => {
    await executor.update(accounts).set({ language }).where(eq(accounts.id, accountId));
  },
});
export type LanguageRepository = ReturnType<typeof createLanguageRepository>;
