import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamps = { mode: 'date', withTimezone: true } as const;

/** What every kind of publication records (fresh column builders for each table). */
const publicationColumns = () => ({
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  sequence: bigint('sequence', { mode: 'number' }).generatedAlwaysAsIdentity().notNull().unique(),
  publishedAt: timestamp('published_at', timestamps).notNull(),
  source: text('source').notNull(),
  publisher: text('publisher').notNull(),
  isDemo: boolean('is_demo').notNull(),
});

/**
 * One price publication (an import file, an operator call, the demo seed). Rows are never updated: the current price
 * of a period is its row in the newest publication that has one (docs/decisions/0012-market-data-storage.md).
 * `sequence` orders publications that share a `published_at`.
 */
export const pricePublications = pgTable('price_publications', publicationColumns(), (table) => [
  index('price_publications_published_idx').on(table.publishedAt, table.sequence),
]);

/** A period's price in one publication. `region_id` is '' except for cash-market rows (one per Europe region group). */
export const priceRows = pgTable(
  'price_rows',
  {
    publicationId: uuid('publication_id')
      .notNull()
      .references(() => pricePublications.id),
    contractId: text('contract_id').notNull(),
    periodId: text('period_id').notNull(),
    regionId: text('region_id').notNull().default(''),
    price: doublePrecision('price').notNull(),
    lowPrice: doublePrecision('low_price').notNull(),
    highPrice: doublePrecision('high_price').notNull(),
    premiumCost: doublePrecision('premium_cost'),
    currencyCode: text('currency_code').notNull(),
    unit: text('unit', { enum: ['perTonne', 'centsPerPound'] }).notNull(),
    lastUpdated: timestamp('last_updated', timestamps).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.publicationId, table.contractId, table.periodId, table.regionId] }),
    index('price_rows_period_idx').on(table.contractId, table.periodId, table.regionId),
  ],
);

/** One FX publication; like prices, history is kept and the newest rate per currency is current. */
export const fxPublications = pgTable('fx_publications', publicationColumns(), (table) => [
  index('fx_publications_published_idx').on(table.publishedAt, table.sequence),
]);

/** How many units of `currency_code` one US dollar buys, as of `rate_timestamp`. */
export const fxRates = pgTable(
  'fx_rates',
  {
    publicationId: uuid('publication_id')
      .notNull()
      .references(() => fxPublications.id),
    currencyCode: text('currency_code').notNull(),
    unitsPerUsd: doublePrecision('units_per_usd').notNull(),
    rateTimestamp: timestamp('rate_timestamp', timestamps).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.publicationId, table.currencyCode] }),
    index('fx_rates_currency_idx').on(table.currencyCode),
  ],
);

/** One bulk freight publication (docs/decisions/0036); like prices, history is kept and the newest lane row is current. */
export const freightPublications = pgTable('freight_publications', publicationColumns(), (table) => [
  index('freight_publications_published_idx').on(table.publishedAt, table.sequence),
]);

/** US dollars per tonne of sugar on a directional lane for a vessel class, as assessed on `assessed_on`. */
export const freightAssessments = pgTable(
  'freight_assessments',
  {
    publicationId: uuid('publication_id')
      .notNull()
      .references(() => freightPublications.id),
    fromPortId: text('from_port_id').notNull(),
    toPortId: text('to_port_id').notNull(),
    vesselClassId: text('vessel_class_id').notNull(),
    usdPerTonne: doublePrecision('usd_per_tonne').notNull(),
    assessedOn: date('assessed_on', { mode: 'string' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.publicationId, table.fromPortId, table.toPortId, table.vesselClassId] }),
    index('freight_assessments_lane_idx').on(table.fromPortId, table.toPortId, table.vesselClassId),
  ],
);

/**
 * A version of one rule table (docs/decisions/0050): the whole table as an analyst saved it, validated by the same
 * schema as its reference-data file (version 1 is that file). Never updated; the newest version of a table is
 * current, and `sequence` (one counter across tables) is what a calculator's priced version and a quote pin.
 */
export const ruleTableVersions = pgTable(
  'rule_table_versions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    sequence: bigint('sequence', { mode: 'number' }).generatedAlwaysAsIdentity().notNull().unique(),
    tableId: text('table_id').notNull(),
    version: integer('version').notNull(),
    content: jsonb('content').$type<unknown>().notNull(),
    note: text('note').notNull(),
    /** The operator's name and e-mail, or the file a first version came from. */
    savedBy: text('saved_by').notNull(),
    operatorId: uuid('operator_id'),
    /** Taken from the shipped reference-data file at start (version 1, or a release that changed the file). */
    fromFile: boolean('from_file').notNull().default(false),
    savedAt: timestamp('saved_at', timestamps).notNull(),
  },
  (table) => [uniqueIndex('rule_table_versions_table_version_idx').on(table.tableId, table.version)],
);
