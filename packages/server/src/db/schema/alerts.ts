import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts, persons } from './accounts.ts';
import { calculators } from './calculators.ts';
import { parityMatrices } from './matrices.ts';

const timestamps = { mode: 'date', withTimezone: true } as const;

/**
 * An alert (issue 16 item 4, docs/decisions/0048): what it watches and its state. `condition_met` is the state of
 * the last evaluation; an alert fires when an evaluation turns it from false to true, so one crossing fires once.
 * Deleting what it watches deletes the alert.
 */
export const alerts = pgTable(
  'alerts',
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
    kind: text('kind', { enum: ['calculatorDdp', 'spread', 'matrixCheapest', 'boardPrice'] }).notNull(),
    /** What it watches in words, as named when it was set (a calculator's alerts use its current name). */
    subject: text('subject').notNull(),
    /** The unit of the value and level ('EUR/t', 'USc/lb'); '' for a matrix alert. */
    unit: text('unit').notNull(),
    calculatorId: uuid('calculator_id').references(() => calculators.id, { onDelete: 'cascade' }),
    otherCalculatorId: uuid('other_calculator_id').references(() => calculators.id, { onDelete: 'cascade' }),
    matrixId: uuid('matrix_id').references(() => parityMatrices.id, { onDelete: 'cascade' }),
    destinationIndex: integer('destination_index'),
    periodPosition: integer('period_position'),
    contractId: text('contract_id'),
    periodId: text('period_id'),
    regionId: text('region_id'),
    direction: text('direction', { enum: ['above', 'below'] }),
    level: doublePrecision('level'),
    paused: boolean('paused').notNull().default(false),
    email: boolean('email').notNull().default(true),
    conditionMet: boolean('condition_met').notNull().default(false),
    lastValue: doublePrecision('last_value'),
    /** The market-data version ('p:f:fr') the state was last evaluated at: one evaluation per alert and version. */
    lastVersion: text('last_version'),
    lastEvaluatedAt: timestamp('last_evaluated_at', timestamps),
    firedCount: integer('fired_count').notNull().default(0),
    lastFiredAt: timestamp('last_fired_at', timestamps),
    createdAt: timestamp('created_at', timestamps).notNull(),
  },
  (table) => [
    index('alerts_owner_idx').on(table.accountId, table.personId, table.createdAt),
    index('alerts_calculator_idx').on(table.calculatorId),
    index('alerts_other_calculator_idx').on(table.otherCalculatorId),
    index('alerts_matrix_idx').on(table.matrixId),
    index('alerts_kind_idx').on(table.kind),
    check(
      'alerts_watch_one_thing',
      sql`(${table.kind} = 'calculatorDdp' and ${table.calculatorId} is not null and ${table.level} is not null)
        or (${table.kind} = 'spread' and ${table.calculatorId} is not null and ${table.otherCalculatorId} is not null and ${table.level} is not null)
        or (${table.kind} = 'matrixCheapest' and ${table.matrixId} is not null and ${table.destinationIndex} is not null and ${table.periodPosition} is not null)
        or (${table.kind} = 'boardPrice' and ${table.contractId} is not null and ${table.periodId} is not null and ${table.level} is not null)`,
    ),
  ],
);

/** What the in-app notification list shows: one row per firing, kept when the alert is deleted. */
export const alertNotifications = pgTable(
  'alert_notifications',
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
    alertId: uuid('alert_id').references(() => alerts.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    version: text('version').notNull(),
    createdAt: timestamp('created_at', timestamps).notNull(),
    readAt: timestamp('read_at', timestamps),
  },
  (table) => [index('alert_notifications_owner_idx').on(table.accountId, table.personId, table.createdAt)],
);
