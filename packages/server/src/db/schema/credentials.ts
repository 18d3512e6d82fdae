import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { persons } from './accounts.ts';

const timestamps = { mode: 'date', withTimezone: true } as const;

/** A person's TOTP key, AES-256-GCM encrypted; verifiedAt null means shown but not yet confirmed with a code. */
export const personTotp = pgTable('person_totp', {
  personId: uuid('person_id')
    .primaryKey()
    .references(() => persons.id, { onDelete: 'cascade' }),
  secretCiphertext: text('secret_ciphertext').notNull(),
  createdAt: timestamp('created_at', timestamps).notNull(),
  verifiedAt: timestamp('verified_at', timestamps),
  /** RFC 6238 §5.2: a code's time step is accepted once; only later steps pass afterwards. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
});

export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    personId: uuid('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', timestamps).notNull(),
    usedAt: timestamp('used_at', timestamps),
  },
  (table) => [index('recovery_codes_person_idx').on(table.personId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    personId: uuid('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', timestamps).notNull(),
    expiresAt: timestamp('expires_at', timestamps).notNull(),
    usedAt: timestamp('used_at', timestamps),
    supersededAt: timestamp('superseded_at', timestamps),
    failedOtpCount: integer('failed_otp_count').notNull().default(0),
  },
  (table) => [index('password_reset_tokens_person_idx').on(table.personId)],
);

/** Solved captcha challenges, kept until they expire so a solution is accepted once. */
export const captchaUses = pgTable(
  'captcha_uses',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', timestamps).notNull(),
  },
  (table) => [index('captcha_uses_expires_idx').on(table.expiresAt)],
);

/**
 * A person's passkeys (WebAuthn credentials, docs/decisions/0044): a second factor after the password and, being
 * user-verified by the device, a sign-in of their own.
 */
export const personPasskeys = pgTable(
  'person_passkeys',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    personId: uuid('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    /** The authenticator's credential id, base64url: what an assertion names. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter; 0 for passkeys that do not count (synced ones). */
    signCount: bigint('sign_count', { mode: 'number' }).notNull(),
    transports: text('transports').array().notNull(),
    name: text('name').notNull(),
    /** Synced to the user's other devices (a multi-device credential, WebAuthn L3 §6.1.3 BS flag). */
    backedUp: boolean('backed_up').notNull(),
    createdAt: timestamp('created_at', timestamps).notNull(),
    lastUsedAt: timestamp('last_used_at', timestamps),
  },
  (table) => [
    uniqueIndex('person_passkeys_credential_idx').on(table.credentialId),
    index('person_passkeys_person_idx').on(table.personId),
  ],
);

/**
 * Single-use WebAuthn challenges (a row per ceremony, deleted when answered): any instance can check an answer to a
 * challenge another instance handed out. `personId` is set for registrations, null for sign-in.
 */
export const passkeyChallenges = pgTable('passkey_challenges', {
  challenge: text('challenge').primaryKey(),
  purpose: text('purpose', { enum: ['register', 'sign-in'] }).notNull(),
  personId: uuid('person_id').references(() => persons.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', timestamps).notNull(),
});
