import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const timestamps = { mode: 'date', withTimezone: true } as const;

/** E-mails written in the transaction of the change that sends them; a sender delivers them afterwards. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    createdAt: timestamp('created_at', timestamps).notNull(),
    sentAt: timestamp('sent_at', timestamps),
    attempts: integer('attempts').notNull().default(0),
  },
  (table) => [index('mail_outbox_unsent_idx').on(table.sentAt, table.id)],
);
