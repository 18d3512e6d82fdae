import { sql } from 'drizzle-orm';
import type { FinanceTerms } from '@psc/core/pricing/finance-terms';
import {
  bigint,
  boolean,
  char,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamps = { mode: 'date', withTimezone: true } as const;

export const plans = pgTable('plans', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  numberOfEditors: integer('number_of_editors').notNull(),
  numberOfSources: integer('number_of_sources').notNull(),
  numberOfSnapshots: integer('number_of_snapshots').notNull(),
});

/** Field names follow the Account entity of account-and-billing.md §3. */
export const accounts = pgTable('accounts', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  name: text('name').notNull(),
  companyName: text('company_name'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  city: text('city'),
  country: text('country'),
  state: text('state'),
  postcode: text('postcode'),
  streetAddress: text('street_address'),
  suite: text('suite'),
  vat: text('vat'),
  phoneNumber: text('phone_number'),
  couponCode: text('coupon_code'),
  currencyCode: char('currency_code', { length: 3 }).notNull().default('USD'),
  dateAdded: timestamp('date_added', timestamps).notNull().defaultNow(),
  dateFormat: text('date_format'),
  defaultAdmin: uuid('default_admin'),
  defaultEmail: text('default_email'),
  currentPlanId: integer('current_plan_id')
    .notNull()
    .references(() => plans.id),
  numberOfUsers: integer('number_of_users').notNull().default(1),
  numberOfEditors: integer('number_of_editors').notNull().default(1),
  numberOfViewers: integer('number_of_viewers').notNull().default(0),
  numberOfSources: integer('number_of_sources').notNull().default(2),
  numberOfSnapshots: integer('number_of_snapshots').notNull().default(2),
  paymentLength: text('payment_length').notNull().default('Monthly'),
  paymentProcessorId: text('payment_processor_id'),
  paymentType: text('payment_type'),
  paymentMethod: text('payment_method').notNull().default('Credit Card'),
  status: integer('status').notNull().default(0),
  subscriptionCancelationDate: timestamp('subscription_cancelation_date', timestamps),
  subscriptionRef: text('subscription_ref'),
  subscriptionStartDate: timestamp('subscription_start_date', timestamps),
  validUntil: timestamp('valid_until', timestamps),
  freePlanDurationMs: bigint('free_plan_duration_ms', { mode: 'number' }).notNull(),
  /** Beyond the spec (decision 0040): every user must have 2-Step Verification; users without it set it up first. */
  requireTwoFactor: boolean('require_two_factor').notNull().default(false),
  /** Set when the default admin closes the account; its rows are purged once the retention period has passed. */
  closedAt: timestamp('closed_at', timestamps),
  /** The account's default cost-of-money terms for its calculators (docs/decisions/0034); null = none set. */
  financeTerms: jsonb('finance_terms').$type<FinanceTerms>(),
  /** The account's default language for its users' screens and e-mails (issue 49); null = each browser's. */
  language: text('language'),
});

/** Person / User of account-and-billing.md §3. E-mails are stored lower-cased. */
export const persons = pgTable(
  'persons',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    passwordHash: text('password_hash').notNull(),
    permissions: char('permissions', { length: 1 }).notNull(),
    dateAdded: timestamp('date_added', timestamps).notNull().defaultNow(),
    dateFormat: text('date_format'),
    datePasswordLastChanged: timestamp('date_password_last_changed', timestamps),
    isActive: boolean('is_active').notNull().default(true),
    failedSignInCount: integer('failed_sign_in_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', timestamps),
    /**
     * The password was generated for the user (an administrator added them, and the e-mail promised to ask): the
     * first sign-in asks for their own, and setting one clears it (issue 48, decision 0102).
     */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** The language the user chose in My Profile (issue 49); null = the account's default, else the browser's. */
    language: text('language'),
  },
  (table) => [
    uniqueIndex('persons_email_unique').on(table.email),
    index('persons_account_idx').on(table.accountId),
  ],
);

export const passwordHistory = pgTable(
  'password_history',
  {
    id: serial('id').primaryKey(),
    personId: uuid('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', timestamps).notNull().defaultNow(),
  },
  (table) => [index('password_history_person_idx').on(table.personId, table.createdAt)],
);
