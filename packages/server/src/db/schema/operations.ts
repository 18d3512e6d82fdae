import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const timestamps = { mode: 'date', withTimezone: true } as const;

/**
 * The people who run PSC (issue 15 item 1; decision 0049): a staff table apart from customer persons, so no
 * customer row, token or key can ever stand for an operator.
 */
export const operators = pgTable('operators', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  /** Lower-cased. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  role: text('role', { enum: ['analyst', 'support', 'admin'] }).notNull(),
  passwordHash: text('password_hash').notNull(),
  /** The authenticator key, sealed by the secret box; every operator has one (a code is mandatory). */
  totpSecretCiphertext: text('totp_secret_ciphertext').notNull(),
  /** The last accepted time step: a code is accepted once. */
  totpLastUsedStep: integer('totp_last_used_step'),
  createdAt: timestamp('created_at', timestamps).notNull(),
  disabledAt: timestamp('disabled_at', timestamps),
});

/** A console session's tokens, as SHA-256 hashes; a family is one sign-in, revoked whole on reuse or sign-out. */
export const operatorTokens = pgTable(
  'operator_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind', { enum: ['access', 'refresh'] }).notNull(),
    familyId: uuid('family_id').notNull(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', timestamps).notNull(),
    expiresAt: timestamp('expires_at', timestamps).notNull(),
    usedAt: timestamp('used_at', timestamps),
    revokedAt: timestamp('revoked_at', timestamps),
  },
  (table) => [
    index('operator_tokens_family_idx').on(table.familyId),
    index('operator_tokens_operator_idx').on(table.operatorId),
  ],
);

/** Keys for scripts, replacing the single OPERATOR_API_KEY (which stays as a bootstrap key). */
export const operatorApiKeys = pgTable('operator_api_keys', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  name: text('name').notNull(),
  prefix: text('prefix').notNull(),
  keyHash: text('key_hash').notNull().unique(),
  role: text('role', { enum: ['analyst', 'support', 'admin'] }).notNull(),
  /** Who made it, as shown in the audit ('Ana Analyst <ana@…>' or 'bootstrap key'). */
  createdBy: text('created_by').notNull(),
  createdAt: timestamp('created_at', timestamps).notNull(),
  lastUsedAt: timestamp('last_used_at', timestamps),
  revokedAt: timestamp('revoked_at', timestamps),
});

/** Every operator action and publication: who, when, what, why, before and after (issue 15 item 5). */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', timestamps).notNull(),
    operatorId: uuid('operator_id'),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    target: text('target'),
    reason: text('reason'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [
    index('operator_audit_at_idx').on(table.at),
    index('operator_audit_target_idx').on(table.target),
  ],
);

/**
 * An administrator's invitation of a colleague (issue 15 item 1): the link's token as SHA-256, the role it grants,
 * good once until it expires or is revoked; accepting it creates the operator.
 */
export const operatorInvitations = pgTable(
  'operator_invitations',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** Lower-cased. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ['analyst', 'support', 'admin'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** As the audit shows the inviter. */
    invitedBy: text('invited_by').notNull(),
    createdAt: timestamp('created_at', timestamps).notNull(),
    expiresAt: timestamp('expires_at', timestamps).notNull(),
    acceptedAt: timestamp('accepted_at', timestamps),
    operatorId: uuid('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', timestamps),
  },
  (table) => [index('operator_invitations_email_idx').on(table.email)],
);
