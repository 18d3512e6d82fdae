import { sql } from 'drizzle-orm';
import { char, doublePrecision, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts, persons } from './accounts.ts';

const timestamps = { mode: 'date', withTimezone: true } as const;

/**
 * User-defined destination of calculators.md §3, owned by one person of one account. Amounts are per tonne in
 * `currency_code`, parsed strictly from the text the user typed (never NaN). `arrival_port_id` '' = any port.
 */
export const userDestinations = pgTable(
  'user_destinations',
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
    region: text('region').notNull(),
    countryId: char('country_id', { length: 3 }).notNull(),
    arrivalPortId: text('arrival_port_id').notNull().default(''),
    currencyCode: char('currency_code', { length: 3 }).notNull(),
    perTonLandFreightCost: doublePrecision('per_ton_land_freight_cost').notNull(),
    /** null = the arrival port's default charges (the short form sends none). */
    destinationCost: doublePrecision('destination_cost'),
    premiumCost: doublePrecision('premium_cost'),
    createdAt: timestamp('created_at', timestamps).notNull().defaultNow(),
  },
  (table) => [index('user_destinations_owner_idx').on(table.accountId, table.personId)],
);
