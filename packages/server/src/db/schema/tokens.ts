import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts, persons } from './accounts.ts';

const timestamps = { mode: 'date', withTimezone: true } as const;

/** One sign-in: every token refreshed from it belongs to the family, so reuse or logout revokes all of them. */
export const tokenFamilies = pgTable(
  'token_families',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    personId: uuid('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    createdAt: timestamp('created_at', timestamps).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', timestamps).notNull(),
    revokedAt: timestamp('revoked_at', timestamps),
    revokedReason: text('revoked_reason'),
  },
  (table) => [index('token_families_person_idx').on(table.personId)],
);

/** Tokens are stored only as SHA-256 hashes of their random value. */
export const tokens = pgTable(
  'tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind', { enum: ['access', 'refresh'] }).notNull(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => tokenFamilies.id, { onDelete: 'cascade' }),
    personId: uuid('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', timestamps).notNull(),
    expiresAt: timestamp('expires_at', timestamps).notNull(),
    usedAt: timestamp('used_at', timestamps),
  },
  (table) => [index('tokens_family_idx').on(table.familyId), index('tokens_expires_idx').on(table.expiresAt)],
);
