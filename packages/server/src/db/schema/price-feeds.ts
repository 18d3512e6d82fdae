import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamps = { mode: 'date', withTimezone: true } as const;

/**
 * Price feeds (issue 47 items 1 and 4; decisions 0109, 0110): a source fetched on a schedule in its exchange's time
 * zone and calendar, parsed by the console import it stands for, published in the feed's name or held.
 */
export const priceFeeds = pgTable('price_feeds', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  kind: text('kind', {
    enum: ['ecb-rates', 'ice-settlements', 'vendor-prices', 'bulk-freight', 'container-freight'],
  }).notNull(),
  name: text('name').notNull(),
  enabled: boolean('enabled').notNull(),
  format: text('format').notNull(),
  sourceType: text('source_type', { enum: ['url', 'folder'] }).notNull(),
  /** The HTTPS address, or the watched folder's absolute path. */
  location: text('location').notNull(),
  credentialsType: text('credentials_type', { enum: ['none', 'header', 'basic'] }).notNull(),
  /** The header's name or the basic user name (shown); the secret itself is only in the sealed column. */
  credentialsLabel: text('credentials_label'),
  /** The header value or password, sealed by the secret box (AES-256-GCM with TOTP_ENCRYPTION_KEY). */
  credentialsCiphertext: text('credentials_ciphertext'),
  /** { calendar, timeZone, times, lateAfterMinutes }. */
  schedule: jsonb('schedule').notNull(),
  /** A vendor feed's mapping (symbol → contract and period, fields); null for the other kinds. */
  mapping: jsonb('mapping'),
  outlierPercent: real('outlier_percent').notNull(),
  /** Made at start from ECB_RATES_URL: there is at most one, its address follows the environment. */
  fromEnvironment: boolean('from_environment').notNull().default(false),
  /** Since when every fetch failed to reach the source; cleared by the next fetch that reaches it. */
  unreachableSince: timestamp('unreachable_since', timestamps),
  /** The lateness episode the operators were e-mailed about (its first missed slot), so they are told once. */
  lateAlertedFor: timestamp('late_alerted_for', timestamps),
  createdAt: timestamp('created_at', timestamps).notNull(),
  updatedAt: timestamp('updated_at', timestamps).notNull(),
});

/**
 * One attempt at a feed: scheduled (its slot), at start, manual or a retry. The unique (feed, slot, attempt) is what
 * makes two instances run a scheduled fetch once: the second insert of the same claim finds the first.
 */
export const priceFeedRuns = pgTable(
  'price_feed_runs',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    feedId: uuid('feed_id')
      .notNull()
      .references(() => priceFeeds.id, { onDelete: 'cascade' }),
    trigger: text('trigger', { enum: ['schedule', 'start', 'manual', 'retry'] }).notNull(),
    /** The scheduled instant the run is for; null for a manual run. */
    slot: timestamp('slot', timestamps),
    attempt: integer('attempt').notNull().default(1),
    startedAt: timestamp('started_at', timestamps).notNull(),
    finishedAt: timestamp('finished_at', timestamps),
    outcome: text('outcome', {
      enum: ['published', 'held', 'rejected-input', 'unreachable', 'failed'],
    }),
    reason: text('reason'),
    fileName: text('file_name'),
    bytes: integer('bytes'),
    sha256: text('sha256'),
    rows: integer('rows'),
    /** The file's newest figure date (YYYY-MM-DD). */
    asOf: text('as_of'),
    publicationId: text('publication_id'),
  },
  (table) => [
    uniqueIndex('price_feed_runs_claim_idx')
      .on(table.feedId, table.slot, table.attempt)
      .where(sql`${table.slot} is not null`),
    index('price_feed_runs_feed_idx').on(table.feedId, table.startedAt),
  ],
);

/** A fetched file held for an analyst: outliers against what traders read now. Kept until approved or rejected. */
export const priceFeedHeldPublications = pgTable(
  'price_feed_held_publications',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    feedId: uuid('feed_id')
      .notNull()
      .references(() => priceFeeds.id, { onDelete: 'cascade' }),
    runId: uuid('run_id')
      .notNull()
      .references(() => priceFeedRuns.id, { onDelete: 'cascade' }),
    heldAt: timestamp('held_at', timestamps).notNull(),
    state: text('state', { enum: ['held', 'approved', 'rejected'] }).notNull(),
    reason: text('reason').notNull(),
    /** The file as the console import reads it (a vendor's reply already mapped to PSC's price rows). */
    fileText: text('file_text').notNull(),
    fileFormat: text('file_format').notNull(),
    asOf: text('as_of'),
    rows: integer('rows').notNull(),
    outliers: integer('outliers').notNull(),
    outlierPercent: real('outlier_percent').notNull(),
    /** [{ label, value, previous, changePercent, outlier }], outliers first, at most 500. */
    changes: jsonb('changes').notNull(),
    decidedAt: timestamp('decided_at', timestamps),
    decidedBy: text('decided_by'),
    decisionReason: text('decision_reason'),
  },
  (table) => [index('price_feed_held_state_idx').on(table.state, table.heldAt)],
);

/** Files a watched folder already gave: a name with the same content is never read twice. */
export const priceFeedProcessedFiles = pgTable(
  'price_feed_processed_files',
  {
    feedId: uuid('feed_id')
      .notNull()
      .references(() => priceFeeds.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    sha256: text('sha256').notNull(),
    processedAt: timestamp('processed_at', timestamps).notNull(),
  },
  (table) => [uniqueIndex('price_feed_processed_files_idx').on(table.feedId, table.fileName, table.sha256)],
);
