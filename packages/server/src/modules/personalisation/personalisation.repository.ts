import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, persons } from '../../db/schema.ts';

export const createPersonalisationRepository = (db: Database) => ({
  findDateFormats: async (accountId: string, personId: string) => {
    const [row] = await db
      .select({ personDateFormat: persons.dateFormat, accountDateFormat: accounts.dateFormat })
      .from(persons)
      .innerJoin(accounts, eq(accounts.id, persons.accountId))
      .where(and(eq(persons.id, personId), eq(persons.accountId, accountId)))
      .limit(1);
    return row ?? null;
  },

  setPersonDateFormat: async (
    accountId: string,
    personId: string,
    dateFormat: string | null,
    executor: Database = db,
  ) => {
    await executor
      .update(persons)
      .set({ dateFormat })
      .where(and(eq(persons.id, personId), eq(persons.accountId, accountId)));
  },

  setAccountDateFormat: async (accountId: string, dateFormat: string | null, executor: Database = db) => {
    await executor.update(accounts).set({ dateFormat }).where(eq(accounts.id, accountId));
  },
});

export type PersonalisationRepository = ReturnType<typeof createPersonalisationRepository>;
