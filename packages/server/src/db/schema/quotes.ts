import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CalculatorReply, FrozenFreshness } from '@psc/core/calculators/calculators.schemas';
import type {
  ActualAmount,
  BuyerCopyKind,
  Letterhead,
  PinnedPublications,
} from '@psc/core/quotes/quotes.schemas';
import { accounts, persons } from './accounts.ts';
import { calculators } from './calculators.ts';

const timestamps = { mode: 'date', withTimezone: true } as const;

/**
 * A frozen quote (docs/decisions/0045): the calculator's choices and the publications it was priced from, with the
 * figures as the user saw them. Never re-priced in place; the figures are the quote.
 */
export const quotes = pgTable(
  'quotes',
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
    calculatorId: uuid('calculator_id').references(() => calculators.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    note: text('note').notNull(),
    createdAt: timestamp('created_at', timestamps).notNull(),
    validUntil: timestamp('valid_until', timestamps).notNull(),
    publications: jsonb('publications').$type<PinnedPublications>().notNull(),
    /** The calculator's stored row as it was (its choices, overrides and user destination), JSON. */
    calculatorRow: jsonb('calculator_row').$type<Record<string, unknown>>().notNull(),
    reply: jsonb('reply').$type<CalculatorReply>().notNull(),
    letterhead: jsonb('letterhead').$type<Letterhead>().notNull(),
    actuals: jsonb('actuals').$type<ActualAmount[]>().notNull().default([]),
    /** The read-only share link: SHA-256 of its token for lookup, the token sealed for showing it again. */
    shareTokenHash: text('share_token_hash'),
    shareTokenCiphertext: text('share_token_ciphertext'),
    shareCreatedAt: timestamp('share_created_at', timestamps),
    shareExpiresAt: timestamp('share_expires_at', timestamps),
    shareViews: integer('share_views').notNull().default(0),
    shareLastViewedAt: timestamp('share_last_viewed_at', timestamps),
    /** What the share link and the PDF show a buyer (decision 0096): 'lines' or 'price'. */
    shareCopy: text('share_copy').$type<BuyerCopyKind>().notNull().default('lines'),
    /** How old each published input was on the pricing day (decision 0114); null for quotes frozen before. */
    freshness: jsonb('freshness').$type<FrozenFreshness>(),
    /** When its end of validity was told to the account's webhooks (`quote.expired`, decision 0135); null = not yet. */
    expiryAnnouncedAt: timestamp('expiry_announced_at', timestamps),
  },
  (table) => [
    index('quotes_owner_idx').on(table.accountId, table.personId, table.createdAt),
    uniqueIndex('quotes_share_token_idx').on(table.shareTokenHash),
    index('quotes_unannounced_expiry_idx')
      .on(table.validUntil)
      .where(sql`${table.expiryAnnouncedAt} is null`),
  ],
);
