import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts, plans } from './accounts.ts';

const timestamps = { mode: 'date', withTimezone: true } as const;

/** Product of account-and-billing.md §3: 'soluser' (user licence) and 'soldataset' (extra data set). */
export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  persistentId: text('persistent_id').notNull().unique(),
  name: text('name').notNull(),
});

/** Price of §3: one band of a plan's tiered price, minor units per billing period. Operators edit these rows. */
export const prices = pgTable(
  'prices',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    currency: char('currency', { length: 3 }).notNull(),
    periodicity: text('periodicity', { enum: ['Monthly', 'Yearly'] }).notNull(),
    band: integer('band').notNull(),
    quantityUpTo: integer('quantity_up_to'),
    flatAmount: integer('flat_amount').notNull(),
    periodFee: integer('period_fee').notNull(),
    updatedAt: timestamp('updated_at', timestamps).notNull().defaultNow(),
  },
  (table) => [
    unique('prices_band_unique').on(
      table.productId,
      table.planId,
      table.currency,
      table.periodicity,
      table.band,
    ),
  ],
);

/** Coupon of §3; the id is the code, stored upper-case. */
export const coupons = pgTable('coupons', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  percentOff: doublePrecision('percent_off'),
  amountOff: integer('amount_off'),
  currency: char('currency', { length: 3 }),
  duration: text('duration', { enum: ['once', 'repeating', 'forever'] }).notNull(),
  durationInMonths: integer('duration_in_months'),
  maxRedemptions: integer('max_redemptions'),
  timesRedeemed: integer('times_redeemed').notNull().default(0),
  redeemBy: timestamp('redeem_by', timestamps),
  valid: boolean('valid').notNull().default(true),
  createdAt: timestamp('created_at', timestamps).notNull().defaultNow(),
});

/** The payment provider's customer of an account (one per provider). */
export const billingCustomers = pgTable(
  'billing_customers',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: timestamp('created_at', timestamps).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('billing_customers_account_provider').on(table.accountId, table.provider),
    uniqueIndex('billing_customers_customer').on(table.provider, table.customerId),
  ],
);

/** The account's paid subscription: the terms the next renewal charges and where the account is in its term. */
export const subscriptions = pgTable('subscriptions', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  accountId: uuid('account_id')
    .notNull()
    .unique()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  planId: integer('plan_id')
    .notNull()
    .references(() => plans.id),
  numberOfUsers: integer('number_of_users').notNull(),
  extraDataSets: integer('extra_data_sets').notNull().default(0),
  currency: char('currency', { length: 3 }).notNull(),
  paymentFrequency: text('payment_frequency', { enum: ['Monthly', 'Yearly'] }).notNull(),
  couponCode: text('coupon_code'),
  couponRedeemedAt: timestamp('coupon_redeemed_at', timestamps),
  status: text('status', { enum: ['active', 'past_due', 'paused', 'ended'] }).notNull(),
  startedAt: timestamp('started_at', timestamps).notNull(),
  currentPeriodStart: timestamp('current_period_start', timestamps).notNull(),
  currentPeriodEnd: timestamp('current_period_end', timestamps).notNull(),
  /** What was paid for the current period, the credit of a mid-period change. */
  paidForPeriod: integer('paid_for_period').notNull(),
  cancelNoticeAt: timestamp('cancel_notice_at', timestamps),
  cancelEffectiveAt: timestamp('cancel_effective_at', timestamps),
  graceUntil: timestamp('grace_until', timestamps),
  updatedAt: timestamp('updated_at', timestamps).notNull().defaultNow(),
});

/**
 * One business operation that charges money: a plan or licence change, or a renewal. Its idempotency key is
 * derived from the operation and sent with every provider call, so a retry after a crash never charges twice.
 */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['change', 'renewal'] }).notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed', 'cleared'] }).notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    /** Plan, users, currency, frequency, coupon, data sets the purchase applies when paid. */
    terms: jsonb('terms').notNull(),
    /** The exact quote shown and charged (core/billing/quote.ts). */
    quote: jsonb('quote').notNull(),
    amount: integer('amount').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    periodStart: timestamp('period_start', timestamps).notNull(),
    periodEnd: timestamp('period_end', timestamps).notNull(),
    paymentIntentId: text('payment_intent_id').unique(),
    clientSecret: text('client_secret'),
    failureMessage: text('failure_message'),
    /** Charges tried for a renewal: the run's, Pay now's and the retries on a new default card (a limit applies). */
    chargeAttempts: integer('charge_attempts').notNull().default(0),
    invoiceId: uuid('invoice_id'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', timestamps).notNull(),
    completedAt: timestamp('completed_at', timestamps),
  },
  (table) => [index('purchases_account_idx').on(table.accountId, table.status)],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: text('coupon_id')
      .notNull()
      .references(() => coupons.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    purchaseId: uuid('purchase_id').notNull().unique(),
    redeemedAt: timestamp('redeemed_at', timestamps).notNull(),
  },
  (table) => [index('coupon_redemptions_account_idx').on(table.accountId)],
);

/** Invoice of §3, numbered without gaps per seller. Buyer and seller details are copied at issue. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    seller: text('seller').notNull(),
    number: integer('number').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id'),
    purchaseId: uuid('purchase_id').unique(),
    /** 'renewal:{accountId}:{YYYY-MM}' for generated invoices, so generating a month twice creates nothing twice. */
    periodKey: text('period_key').unique(),
    amount: integer('amount').notNull(),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull(),
    tax: integer('tax').notNull().default(0),
    currency: char('currency', { length: 3 }).notNull(),
    description: text('description').notNull(),
    emittedWhen: timestamp('emitted_when', timestamps).notNull(),
    paid: boolean('paid').notNull().default(false),
    paidWhen: timestamp('paid_when', timestamps),
    paymentFrequency: text('payment_frequency').notNull(),
    paymentMethod: text('payment_method'),
    paymentProcessorId: text('payment_processor_id'),
    paymentReference: text('payment_reference'),
    period: text('period').notNull(),
    periodFor: char('period_for', { length: 4 }).notNull(),
    periodStart: timestamp('period_start', timestamps).notNull(),
    periodEnd: timestamp('period_end', timestamps).notNull(),
    numberOfUsers: integer('number_of_users').notNull(),
    status: integer('status').notNull(),
    lines: jsonb('lines').notNull(),
    buyer: jsonb('buyer').notNull(),
    sellerDetails: jsonb('seller_details').notNull(),
  },
  (table) => [
    unique('invoices_seller_number').on(table.seller, table.number),
    index('invoices_account_idx').on(table.accountId, table.emittedWhen),
  ],
);

export const invoiceCounters = pgTable('invoice_counters', {
  seller: text('seller').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

/** Every provider event by its id: recorded and applied in one transaction, so a redelivery is a no-op. */
export const providerEvents = pgTable(
  'provider_events',
  {
    id: text('id').primaryKey(),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    type: text('type').notNull(),
    objectId: text('object_id'),
    createdAt: timestamp('created_at', timestamps).notNull(),
    receivedAt: timestamp('received_at', timestamps).notNull(),
    outcome: text('outcome').notNull(),
    payload: jsonb('payload').notNull(),
  },
  (table) => [index('provider_events_object_idx').on(table.objectId)],
);

/** The built-in sandbox provider's own objects (customers, intents, cards), kept like a provider would. */
export const sandboxObjects = pgTable(
  'sandbox_objects',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['customer', 'payment_intent', 'setup_intent', 'payment_method'] }).notNull(),
    customerId: text('customer_id'),
    clientSecret: text('client_secret'),
    status: text('status').notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', timestamps).notNull(),
    updatedAt: timestamp('updated_at', timestamps).notNull(),
  },
  (table) => [index('sandbox_objects_customer_idx').on(table.customerId, table.kind)],
);

/** The sandbox honours idempotency keys as Stripe does: same key and parameters → the stored reply. */
export const sandboxRequests = pgTable('sandbox_requests', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  requestHash: text('request_hash').notNull(),
  response: jsonb('response').notNull(),
  createdAt: timestamp('created_at', timestamps).notNull(),
});

/** Events the sandbox emitted, listed by reconciliation like Stripe's events API. */
export const sandboxEvents = pgTable(
  'sandbox_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    createdAt: timestamp('created_at', timestamps).notNull(),
    payload: jsonb('payload').notNull(),
  },
  (table) => [index('sandbox_events_created_idx').on(table.createdAt)],
);
