import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { accounts, persons } from './accounts.ts';

const timestamps = { mode: 'date', withTimezone: true } as const;

/** Customer API keys (decision 0042): stored as SHA-256 hashes, acting as the administrator who made them. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    personId: uuid('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    scopes: text('scopes').array().notNull(),
    createdAt: timestamp('created_at', timestamps).notNull(),
    lastUsedAt: timestamp('last_used_at', timestamps),
    revokedAt: timestamp('revoked_at', timestamps),
  },
  (table) => [index('api_keys_account_idx').on(table.accountId)],
);
