import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type MailAttachment = { filename: string; contentType: string; contentBase64: string };

const timestamps = { mode: 'date', withTimezone: true } as const;

/**
 * Every e-mail is written here in the same transaction as what it announces (a reset token, a new user),
 * then delivered by the sender loop. `messageId` is fixed at creation so a retried send carries the same Message-ID.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    messageId: text('message_id').notNull().unique(),
    createdAt: timestamp('created_at', timestamps).notNull(),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', timestamps).notNull(),
    claimedUntil: timestamp('claimed_until', timestamps),
    sentAt: timestamp('sent_at', timestamps),
    lastError: text('last_error'),
    /** Files sent with the message (an invoice PDF), base64. */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    /** Extra headers (an alert's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
    headers: jsonb('headers').$type<Record<string, string>>(),
  },
  (table) => [
    index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt),
    index('mail_outbox_to_idx').on(table.toAddress),
  ],
);
