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
    /** Space-separated scopes of a third-party client's family; null for the web app, which has the user's full reach. */
    scope: text('scope'),
    /** Where the session began, for the user's session list (My Profile). */
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
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

/** Third-party applications registered by operators (docs/decisions/0038); the secret is kept as a SHA-256 hash. */
export const oauthClients = pgTable('oauth_clients', {
  clientId: text('client_id').primaryKey(),
  name: text('name').notNull(),
  secretHash: text('secret_hash').notNull(),
  redirectUris: text('redirect_uris').array().notNull(),
  scopes: text('scopes').array().notNull(),
  createdAt: timestamp('created_at', timestamps).notNull(),
  revokedAt: timestamp('revoked_at', timestamps),
});

/** Single-use authorization codes (RFC 6749 §4.1.2), kept after use so a replay revokes what the code issued. */
export const authorizationCodes = pgTable(
  'authorization_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    clientId: text('client_id')
      .notNull()
      .references(() => oauthClients.clientId, { onDelete: 'cascade' }),
    personId: uuid('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    redirectUri: text('redirect_uri').notNull(),
    codeChallenge: text('code_challenge').notNull(),
    scope: text('scope').notNull(),
    createdAt: timestamp('created_at', timestamps).notNull(),
    expiresAt: timestamp('expires_at', timestamps).notNull(),
    usedAt: timestamp('used_at', timestamps),
    familyId: uuid('family_id').references(() => tokenFamilies.id, { onDelete: 'set null' }),
  },
  (table) => [index('authorization_codes_expires_idx').on(table.expiresAt)],
);
