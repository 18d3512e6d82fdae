import type { FinanceTerms } from '@psc/core/pricing/finance-terms';
import { and, count, desc, eq, ilike, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, passwordHistory, persons, plans, securityEvents } from '../../db/schema.ts';

export type PlanRow = typeof plans.$inferInsert;
export type NewAccount = Omit<typeof accounts.$inferInsert, 'id' | 'defaultAdmin'>;
export type NewPerson = Omit<typeof persons.$inferInsert, 'id' | 'accountId'>;
export type AccountRow = typeof accounts.$inferSelect;
export type BillingInformation = Pick<
  AccountRow,
  | 'firstName'
  | 'lastName'
  | 'companyName'
  | 'country'
  | 'state'
  | 'city'
  | 'postcode'
  | 'streetAddress'
  | 'suite'
  | 'phoneNumber'
  | 'vat'
>;

/** Plans, a new account with its default administrator, a new person. */
const accountCreationQueries = (db: Database) => ({
  upsertPlans: async (rows: PlanRow[]): Promise<void> => {
    for (const row of rows) {
      // Any unique key, not the id alone: instances starting together on a new database seed the same rows, and
      // PostgreSQL raises a clash on the name's unique index that a conflict target of the id would not absorb.
      await db.insert(plans).values(row).onConflictDoNothing();
    }
  },

  /** Creates the account, its default admin and the first password-history row in the caller's transaction. */
  insertAccountWithAdmin: async (account: NewAccount, admin: NewPerson, executor: Database) => {
    const [accountRow] = await executor.insert(accounts).values(account).returning({ id: accounts.id });
    if (!accountRow) throw new Error('account insert returned nothing');
    const [personRow] = await executor
      .insert(persons)
      .values({ ...admin, accountId: accountRow.id })
      .returning({ id: persons.id });
    if (!personRow) throw new Error('person insert returned nothing');
    await executor.update(accounts).set({ defaultAdmin: personRow.id }).where(eq(accounts.id, accountRow.id));
    await executor
      .insert(passwordHistory)
      .values({ personId: personRow.id, passwordHash: admin.passwordHash, createdAt: admin.dateAdded });
    return { accountId: accountRow.id, personId: personRow.id };
  },

  insertPerson: async (accountId: string, person: NewPerson, executor: Database = db): Promise<string> => {
    const [row] = await executor
      .insert(persons)
      .values({ ...person, accountId })
      .returning({ id: persons.id });
    if (!row) throw new Error('person insert returned nothing');
    await executor
      .insert(passwordHistory)
      .values({ personId: row.id, passwordHash: person.passwordHash, createdAt: person.dateAdded });
    return row.id;
  },
});

/** An account's rows: read, searched and changed by support, billing details, finance terms, administrators. */
const accountQueries = (db: Database) => ({
  findById: async (accountId: string): Promise<AccountRow | null> => {
    const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
    return row ?? null;
  },

  findIdByDefaultEmail: async (email: string): Promise<string | null> => {
    const [row] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.defaultEmail, email))
      .limit(1);
    return row?.id ?? null;
  },

  countFullUsers: async (accountId: string): Promise<number> => {
    const [row] = await db
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

  /**
   * The operations console's account search (issue 15 item 4): an id, or part of the account's name or of any of
   * its users' e-mails, case-insensitive; newest first, at most 50.
   */
  searchForSupport: async (query: string) => {
    const pattern = `%${query.replaceAll(/[\\%_]/g, (character) => `\\${character}`)}%`;
    const isId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(query);
    return db
      .select({
        id: accounts.id,
        name: accounts.name,
        status: accounts.status,
        defaultEmail: accounts.defaultEmail,
        dateAdded: accounts.dateAdded,
        freePlanDurationMs: accounts.freePlanDurationMs,
        closedAt: accounts.closedAt,
        // Spelled out: in a one-table select Drizzle writes ${accounts.id} as a bare "id", which inside this
        // subquery is the person's id, and every account counted 0 users (issue 48).
        users:
          sql<number>`(select count(*) from ${persons} where ${persons.accountId} = "accounts"."id")`.mapWith(
            Number,
          ),
      })
      .from(accounts)
      .where(
        query === ''
          ? undefined
          : or(
              isId ? eq(accounts.id, query) : undefined,
              ilike(accounts.name, pattern),
              sql`exists (select 1 from ${persons} where ${persons.accountId} = ${accounts.id} and ${persons.email} ilike ${pattern})`,
            ),
      )
      .orderBy(desc(accounts.dateAdded))
      .limit(50);
  },

  /** A support operator's change of trial, status or licences, in the caller's transaction after findForUpdate. */
  setBySupport: async (
    accountId: string,
    changes: Partial<Pick<AccountRow, 'status' | 'freePlanDurationMs' | 'numberOfUsers'>>,
    executor: Database,
  ): Promise<void> => {
    await executor.update(accounts).set(changes).where(eq(accounts.id, accountId));
  },

  findForUpdate: async (accountId: string, executor: Database): Promise<AccountRow | null> => {
    const [row] = await executor.select().from(accounts).where(eq(accounts.id, accountId)).for('update');
    return row ?? null;
  },

  updateBillingInformation: async (
    accountId: string,
    information: BillingInformation,
    executor: Database = db,
  ): Promise<void> => {
    await executor.update(accounts).set(information).where(eq(accounts.id, accountId));
  },

  findFinanceTerms: async (accountId: string): Promise<FinanceTerms | null> => {
    const [row] = await db
      .select({ terms: accounts.financeTerms })
      .from(accounts)
      .where(eq(accounts.id, accountId))
      .limit(1);
    return row?.terms ?? null;
  },

  setFinanceTerms: async (accountId: string, terms: FinanceTerms | null): Promise<void> => {
    await db.update(accounts).set({ financeTerms: terms }).where(eq(accounts.id, accountId));
  },

  setDefaultEmail: async (accountId: string, email: string, executor: Database = db): Promise<void> => {
    await executor.update(accounts).set({ defaultEmail: email }).where(eq(accounts.id, accountId));
  },

  setDefaultAdmin: async (accountId: string, personId: string, executor: Database = db): Promise<void> => {
    await executor.update(accounts).set({ defaultAdmin: personId }).where(eq(accounts.id, accountId));
  },

  /** A member of the account, or null for anyone else's id. */
  findMember: async (accountId: string, personId: string, executor: Database = db) => {
    const [row] = await executor
      .select({
        id: persons.id,
        email: persons.email,
        permissions: persons.permissions,
        isActive: persons.isActive,
      })
      .from(persons)
      .where(and(eq(persons.id, personId), eq(persons.accountId, accountId)))
      .limit(1);
    return row ?? null;
  },

  /** Closing keeps every row for the retention period; nobody of the account can sign in meanwhile. */
});

/** Closing, reopening and purging an account, and its subscription state. */
const accountLifecycleQueries = (db: Database) => ({
  markClosed: async (accountId: string, closedAt: Date, executor: Database): Promise<void> => {
    await executor.update(accounts).set({ closedAt }).where(eq(accounts.id, accountId));
    await executor.update(persons).set({ isActive: false }).where(eq(persons.accountId, accountId));
  },

  /** Undoes a closure before the purge: the account and its users are active again (closure is the only deactivation). */
  reopenClosed: async (accountId: string, executor: Database): Promise<void> => {
    await executor.update(accounts).set({ closedAt: null }).where(eq(accounts.id, accountId));
    await executor.update(persons).set({ isActive: true }).where(eq(persons.accountId, accountId));
  },

  /** Removes accounts closed before the cutoff with everything of theirs (persons, tokens cascade; events by id). */
  purgeClosedBefore: async (cutoff: Date, executor: Database = db): Promise<string[]> => {
    const closed = await executor
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(isNotNull(accounts.closedAt), lt(accounts.closedAt, cutoff)));
    const ids = closed.map((row) => row.id);
    if (ids.length === 0) return [];
    await executor.delete(securityEvents).where(inArray(securityEvents.accountId, ids));
    await executor.delete(accounts).where(inArray(accounts.id, ids));
    return ids;
  },

  updateSubscriptionState: async (
    accountId: string,
    changes: Partial<
      Pick<
        AccountRow,
        | 'status'
        | 'currentPlanId'
        | 'numberOfUsers'
        | 'numberOfEditors'
        | 'paymentLength'
        | 'subscriptionStartDate'
      >
    >,
  ): Promise<void> => {
    await db.update(accounts).set(changes).where(eq(accounts.id, accountId));
  },
});

export const createAccountsRepository = (db: Database) => ({
  ...accountCreationQueries(db),
  ...accountQueries(db),
  ...accountLifecycleQueries(db),
});

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
