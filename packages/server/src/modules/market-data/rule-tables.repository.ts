import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ruleTableVersions } from '../../db/schema.ts';

export type RuleTableVersionRow = typeof ruleTableVersions.$inferSelect;
export type RuleTableVersionSummary = Omit<RuleTableVersionRow, 'content'>;
export type NewRuleTableVersion = Omit<typeof ruleTableVersions.$inferInsert, 'id' | 'sequence'>;

const summaryColumns = {
  id: ruleTableVersions.id,
  sequence: ruleTableVersions.sequence,
  tableId: ruleTableVersions.tableId,
  version: ruleTableVersions.version,
  note: ruleTableVersions.note,
  savedBy: ruleTableVersions.savedBy,
  operatorId: ruleTableVersions.operatorId,
  fromFile: ruleTableVersions.fromFile,
  savedAt: ruleTableVersions.savedAt,
};

/** The versions of the rule tables (docs/decisions/0050): appended, never edited. */
export const createRuleTablesRepository = (db: Database) => ({
  /** The newest version of every table; with `upTo`, as they stood when sequence `upTo` was the newest. */
  currentVersions: async (upTo?: number): Promise<RuleTableVersionRow[]> =>
    db
      .selectDistinctOn([ruleTableVersions.tableId])
      .from(ruleTableVersions)
      .where(upTo === undefined ? undefined : lte(ruleTableVersions.sequence, upTo))
      .orderBy(ruleTableVersions.tableId, desc(ruleTableVersions.sequence)),

  /** Newest first. */
  history: async (tableId: string): Promise<RuleTableVersionSummary[]> =>
    db
      .select(summaryColumns)
      .from(ruleTableVersions)
      .where(eq(ruleTableVersions.tableId, tableId))
      .orderBy(desc(ruleTableVersions.version)),

  /** The current version of one table, with its content; null while none is stored. */
  findNewest: async (tableId: string): Promise<RuleTableVersionRow | null> => {
    const [row] = await db
      .select()
      .from(ruleTableVersions)
      .where(eq(ruleTableVersions.tableId, tableId))
      .orderBy(desc(ruleTableVersions.version))
      .limit(1);
    return row ?? null;
  },

  find: async (tableId: string, version: number): Promise<RuleTableVersionRow | null> => {
    const [row] = await db
      .select()
      .from(ruleTableVersions)
      .where(and(eq(ruleTableVersions.tableId, tableId), eq(ruleTableVersions.version, version)));
    return row ?? null;
  },

  /** When each version was saved, oldest first: a DDP history walks them with the publications. */
  savedTimes: async (to: Date): Promise<{ savedAt: Date; sequence: number }[]> =>
    db
      .select({ savedAt: ruleTableVersions.savedAt, sequence: ruleTableVersions.sequence })
      .from(ruleTableVersions)
      .where(lte(ruleTableVersions.savedAt, to))
      .orderBy(asc(ruleTableVersions.savedAt), asc(ruleTableVersions.sequence)),

  /** Fails with a unique violation when another save took the same version number first. */
  insert: async (row: NewRuleTableVersion, executor: Database = db): Promise<RuleTableVersionSummary> => {
    const [created] = await executor.insert(ruleTableVersions).values(row).returning(summaryColumns);
    if (!created) throw new Error('rule table version insert returned nothing');
    return created;
  },

  /** The shipped files as version 1 of each table that has none; safe when several instances start at once. */
  insertFirstVersions: async (rows: NewRuleTableVersion[]): Promise<number> => {
    if (rows.length === 0) return 0;
    const inserted = await db
      .insert(ruleTableVersions)
      .values(rows)
      .onConflictDoNothing({ target: [ruleTableVersions.tableId, ruleTableVersions.version] })
      .returning({ sequence: ruleTableVersions.sequence });
    return inserted.length;
  },

  newestSequence: async (): Promise<number> => {
    const [row] = await db
      .select({ value: sql<string | number | null>`max(${ruleTableVersions.sequence})` })
      .from(ruleTableVersions);
    return Number(row?.value ?? 0);
  },
});

export type RuleTablesRepository = ReturnType<typeof createRuleTablesRepository>;
