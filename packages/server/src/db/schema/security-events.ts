import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Append-only log of authentication and account events (ASVS 16.3). No foreign keys: it outlives what it describes. */
export const securityEvents = pgTable(
  'security_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { mode: 'date', withTimezone: true }).notNull(),
    type: text('type').notNull(),
    accountId: uuid('account_id'),
    personId: uuid('person_id'),
    email: text('email'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (table) => [
    index('security_events_account_idx').on(table.accountId, table.occurredAt),
    index('security_events_person_idx').on(table.personId, table.occurredAt),
  ],
);
