import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, alertNotifications, persons } from '../../db/schema.ts';

/** The in-app notification list and the addresses its e-mails go to. */
export const createAlertNotificationsRepository = (db: Database) => ({
  /** The notifications of one evaluation, in statements of 1,000 rows; their ids name the crossings (decision 0125). */
  insert: async (
    rows: readonly { accountId: string; personId: string; alertId: string; message: string }[],
    version: string,
    now: Date,
    executor: Database = db,
  ): Promise<{ id: string; alertId: string | null }[]> => {
    const inserted: { id: string; alertId: string | null }[] = [];
    for (let start = 0; start < rows.length; start += 1000)
      inserted.push(
        ...(await executor
          .insert(alertNotifications)
          .values(rows.slice(start, start + 1000).map((row) => ({ ...row, version, createdAt: now })))
          .returning({ id: alertNotifications.id, alertId: alertNotifications.alertId })),
      );
    return inserted;
  },

  emailsOf: async (personIds: readonly string[], executor: Database = db) =>
    personIds.length === 0
      ? []
      : executor
          .select({
            id: persons.id,
            email: persons.email,
            // The e-mail's language (decision 0136): the person's, else the account's default.
            personLanguage: persons.language,
            accountLanguage: accounts.language,
          })
          .from(persons)
          .innerJoin(accounts, eq(accounts.id, persons.accountId))
          .where(sql`${persons.id} = any(${sql.param([...personIds])}::uuid[])`),

  list: async (accountId: string, personId: string) => {
    const owner = and(eq(alertNotifications.accountId, accountId), eq(alertNotifications.personId, personId));
    const [rows, [unread]] = await Promise.all([
      db
        .select()
        .from(alertNotifications)
        .where(owner)
        .orderBy(desc(alertNotifications.createdAt), desc(alertNotifications.id))
        .limit(100),
      db
        .select({ value: count() })
        .from(alertNotifications)
        .where(and(owner, isNull(alertNotifications.readAt))),
    ]);
    return { rows, unread: unread?.value ?? 0 };
  },

  unreadCount: async (accountId: string, personId: string): Promise<number> => {
    const [unread] = await db
      .select({ value: count() })
      .from(alertNotifications)
      .where(
        and(
          eq(alertNotifications.accountId, accountId),
          eq(alertNotifications.personId, personId),
          isNull(alertNotifications.readAt),
        ),
      );
    return unread?.value ?? 0;
  },

  markAllRead: async (accountId: string, personId: string, now: Date) => {
    await db
      .update(alertNotifications)
      .set({ readAt: now })
      .where(
        and(
          eq(alertNotifications.accountId, accountId),
          eq(alertNotifications.personId, personId),
          isNull(alertNotifications.readAt),
        ),
      );
  },
});
