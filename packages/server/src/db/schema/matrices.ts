import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid, char } from 'drizzle-orm/pg-core';
import type { MatrixBlock, MatrixOrigin } from '@psc/core/matrices/matrices.schemas';
import type { AdjustableCostBlockType } from '@psc/core/pricing/cost-block-types';
import { accounts, persons } from './accounts.ts';

const timestamps = { mode: 'date', withTimezone: true } as const;

/**
 * A parity matrix (issue 16 item 1, docs/decisions/0047): what the user chose, never its prices, which the engine
 * computes on every read from the current publications, as for a calculator.
 */
export const parityMatrices = pgTable(
  'parity_matrices',
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
    currencyCode: char('currency_code', { length: 3 }).notNull(),
    origins: jsonb('origins').$type<MatrixOrigin[]>().notNull(),
    /** Global destination port ids or the user's destination uuids; a deleted destination's cells say so. */
    destinationIds: jsonb('destination_ids').$type<string[]>().notNull(),
    periodCount: integer('period_count').notNull(),
    blocks: jsonb('blocks').$type<Partial<Record<AdjustableCostBlockType, MatrixBlock>>>().notNull(),
    createdAt: timestamp('created_at', timestamps).notNull(),
    updatedAt: timestamp('updated_at', timestamps).notNull(),
  },
  (table) => [index('parity_matrices_owner_idx').on(table.accountId, table.personId, table.createdAt)],
);
