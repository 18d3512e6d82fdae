import { and, asc, count, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mailOutbox, persons } from '../../db/schema.ts';
import type { MailAttachment } from '../../db/schema/mail.ts';
import type { StoredBody } from './redact-delivered-mail.ts';

export type NewMail = {
  kind: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  messageId: string;
  createdAt: Date;
  attachments?: MailAttachment[] | null;
  headers?: Record<string, string> | null;
};

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** Pending and due, or claimed by a sender that never finished. */
const dueAt = (now: Date) =>
  or(
    and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)),
    and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.claimedUntil, now)),
  );

export const createMailRepository = (db: Database) => ({
  insert: async (mail: NewMail, executor: Database = db): Promise<string> => {
    const [row] = await executor
      .insert(mailOutbox)
      .values({ ...mail, nextAttemptAt: mail.createdAt })
      .returning({ id: mailOutbox.id });
    if (!row) throw new Error('outbox insert returned nothing');
    return row.id;
  },

  /**
   * The message if `personId` is an active person, or no row: one statement either way, so a caller that must not
   * tell an unknown address from a known one by its work can send it for both (the password-reset request).
   */
  insertIfActivePerson: async (mail: NewMail, personId: string, executor: Database = db): Promise<void> => {
    // Drizzle's insert-select wants every column; the ones left out keep their defaults.
    await executor.execute(sql`
      INSERT INTO ${mailOutbox} (kind, to_address, subject, text_body, html_body, message_id, created_at, next_attempt_at)
      SELECT ${mail.kind}::text, ${mail.toAddress}::text, ${mail.subject}::text, ${mail.textBody}::text,
             ${mail.htmlBody}::text, ${mail.messageId}::text, ${mail.createdAt.toISOString()}::timestamptz,
             ${mail.createdAt.toISOString()}::timestamptz
      FROM ${persons} WHERE ${persons.id} = ${personId}::uuid AND ${persons.isActive}`);
  },

  /** Many messages at once (an evaluation's alerts), in statements of 500 rows. */
  insertMany: async (mails: readonly NewMail[], executor: Database = db): Promise<void> => {
    for (let start = 0; start < mails.length; start += 500)
      await executor
        .insert(mailOutbox)
        .values(mails.slice(start, start + 500).map((mail) => ({ ...mail, nextAttemptAt: mail.createdAt })));
  },

  /** Whether a message is due (the watcher's cheap question before it asks the job queue for a delivery run). */
  hasDue: async (now: Date): Promise<boolean> =>
    (await db.select({ id: mailOutbox.id }).from(mailOutbox).where(dueAt(now)).limit(1)).length > 0,

  /** Messages not delivered yet (waiting or being sent) and given up on, for the operator's measures. */
  countUndelivered: async (): Promise<{ pending: number; failed: number }> => {
    const rows = await db
      .select({ status: mailOutbox.status, value: count() })
      .from(mailOutbox)
      .where(inArray(mailOutbox.status, ['pending', 'sending', 'failed']))
      .groupBy(mailOutbox.status);
    const of = (status: OutboxRow['status']) => rows.find((row) => row.status === status)?.value ?? 0;
    return { pending: of('pending') + of('sending'), failed: of('failed') };
  },

  /** Claims due messages for one sender; SKIP LOCKED keeps two instances from claiming the same row. */
  claimDue: async (now: Date, limit: number, claimMs: number): Promise<OutboxRow[]> => {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(dueAt(now))
      .orderBy(asc(mailOutbox.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({ status: 'sending', claimedUntil: new Date(now.getTime() + claimMs) })
      .where(inArray(mailOutbox.id, due))
      .returning();
  },

  /**
   * Marks a message sent; `keptBody`, when given, replaces its stored body in the same statement (so in the same
   * transaction), which is how a delivered secret leaves the outbox (redact-delivered-mail.ts).
   */
  markSent: async (
    id: string,
    attempts: number,
    now: Date,
    keptBody: StoredBody | null = null,
  ): Promise<void> => {
    await db
      .update(mailOutbox)
      .set({
        status: 'sent',
        sentAt: now,
        attempts,
        claimedUntil: null,
        lastError: null,
        ...(keptBody ?? {}),
      })
      .where(eq(mailOutbox.id, id));
  },

  markFailed: async (
    id: string,
    attempts: number,
    error: string,
    nextAttemptAt: Date,
    isFinal: boolean,
  ): Promise<void> => {
    await db
      .update(mailOutbox)
      .set({
        status: isFinal ? 'failed' : 'pending',
        attempts,
        lastError: error.slice(0, 500),
        nextAttemptAt,
        claimedUntil: null,
      })
      .where(eq(mailOutbox.id, id));
  },

  listForAddress: async (toAddress: string): Promise<OutboxRow[]> =>
    db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, toAddress))
      .orderBy(desc(mailOutbox.createdAt)),
});

export type MailRepository = ReturnType<typeof createMailRepository>;
