import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  priceFeedHeldPublications,
  priceFeedProcessedFiles,
  priceFeedRuns,
  priceFeeds,
} from '../../db/schema.ts';

export type PriceFeedRow = typeof priceFeeds.$inferSelect;
export type NewPriceFeed = Omit<typeof priceFeeds.$inferInsert, 'id'>;
export type PriceFeedRunRow = typeof priceFeedRuns.$inferSelect;
export type NewPriceFeedRun = Omit<typeof priceFeedRuns.$inferInsert, 'id'>;
export type HeldPublicationRow = typeof priceFeedHeldPublications.$inferSelect;
export type NewHeldPublication = Omit<typeof priceFeedHeldPublications.$inferInsert, 'id'>;

/** What a run learnt, written when it ends. */
export type RunEnding = Pick<
  PriceFeedRunRow,
  'finishedAt' | 'outcome' | 'reason' | 'fileName' | 'bytes' | 'sha256' | 'rows' | 'asOf' | 'publicationId'
>;

/** Each feed's newest run and its newest delivery (a publication or a held file), for the status list. */
export type FeedActivity = {
  lastRun: PriceFeedRunRow | null;
  lastDeliveredAt: Date | null;
  lastPublished: Pick<PriceFeedRunRow, 'sha256' | 'asOf'> | null;
  held: number;
};

/** The feeds and their status. */
const feedQueries = (db: Database) => ({
  insertFeed: async (feed: NewPriceFeed, executor: Database = db): Promise<PriceFeedRow> => {
    const [row] = await executor.insert(priceFeeds).values(feed).returning();
    if (row === undefined) throw new Error('price feed insert returned no row');
    return row;
  },

  updateFeed: async (
    id: string,
    change: Partial<NewPriceFeed>,
    executor: Database = db,
  ): Promise<PriceFeedRow | null> => {
    const [row] = await executor.update(priceFeeds).set(change).where(eq(priceFeeds.id, id)).returning();
    return row ?? null;
  },

  findFeed: async (id: string, executor: Database = db): Promise<PriceFeedRow | null> => {
    const [row] = await executor.select().from(priceFeeds).where(eq(priceFeeds.id, id));
    return row ?? null;
  },

  /** The feed for a change, locked until the transaction ends: two analysts' changes take turns. */
  lockFeed: async (id: string, executor: Database): Promise<PriceFeedRow | null> => {
    const [row] = await executor.select().from(priceFeeds).where(eq(priceFeeds.id, id)).for('update');
    return row ?? null;
  },

  findEnvironmentFeed: async (): Promise<PriceFeedRow | null> => {
    const [row] = await db.select().from(priceFeeds).where(eq(priceFeeds.fromEnvironment, true)).limit(1);
    return row ?? null;
  },

  listFeeds: async (): Promise<PriceFeedRow[]> => db.select().from(priceFeeds).orderBy(priceFeeds.name),

  listEnabledFeeds: async (): Promise<PriceFeedRow[]> =>
    db.select().from(priceFeeds).where(eq(priceFeeds.enabled, true)),

  /** Each feed's newest run, newest delivery, last publication and held count, in four small reads. */
  activityOf: async (feedIds: readonly string[]): Promise<Map<string, FeedActivity>> => {
    const activity = new Map<string, FeedActivity>(
      feedIds.map((id) => [id, { lastRun: null, lastDeliveredAt: null, lastPublished: null, held: 0 }]),
    );
    if (feedIds.length === 0) return activity;
    const ids = [...feedIds];
    const lastRuns = await db
      .selectDistinctOn([priceFeedRuns.feedId])
      .from(priceFeedRuns)
      .where(and(inArray(priceFeedRuns.feedId, ids), isNotNull(priceFeedRuns.finishedAt)))
      .orderBy(priceFeedRuns.feedId, desc(priceFeedRuns.startedAt), desc(priceFeedRuns.finishedAt));
    for (const run of lastRuns) {
      const entry = activity.get(run.feedId);
      if (entry !== undefined) entry.lastRun = run;
    }
    const delivered = await db
      .select({
        feedId: priceFeedRuns.feedId,
        at: sql<Date>`max(${priceFeedRuns.startedAt})`.mapWith(priceFeedRuns.startedAt),
      })
      .from(priceFeedRuns)
      .where(and(inArray(priceFeedRuns.feedId, ids), inArray(priceFeedRuns.outcome, ['published', 'held'])))
      .groupBy(priceFeedRuns.feedId);
    for (const row of delivered) {
      const entry = activity.get(row.feedId);
      if (entry !== undefined) entry.lastDeliveredAt = row.at;
    }
    const published = await db
      .selectDistinctOn([priceFeedRuns.feedId], {
        feedId: priceFeedRuns.feedId,
        sha256: priceFeedRuns.sha256,
        asOf: priceFeedRuns.asOf,
      })
      .from(priceFeedRuns)
      .where(and(inArray(priceFeedRuns.feedId, ids), eq(priceFeedRuns.outcome, 'published')))
      .orderBy(priceFeedRuns.feedId, desc(priceFeedRuns.finishedAt));
    for (const row of published) {
      const entry = activity.get(row.feedId);
      if (entry !== undefined) entry.lastPublished = { sha256: row.sha256, asOf: row.asOf };
    }
    const held = await db
      .select({ feedId: priceFeedHeldPublications.feedId, count: sql<number>`count(*)::int` })
      .from(priceFeedHeldPublications)
      .where(and(inArray(priceFeedHeldPublications.feedId, ids), eq(priceFeedHeldPublications.state, 'held')))
      .groupBy(priceFeedHeldPublications.feedId);
    for (const row of held) {
      const entry = activity.get(row.feedId);
      if (entry !== undefined) entry.held = row.count;
    }
    return activity;
  },
});

/** Runs, held publications, late alerts and a folder's processed files. */
const runQueries = (db: Database) => ({
  /**
   * Claims a run. For a scheduled slot the unique (feed, slot, attempt) decides: null when another instance holds
   * this claim already, so it is run once.
   */
  claimRun: async (run: NewPriceFeedRun, executor: Database = db): Promise<PriceFeedRunRow | null> => {
    const [row] = await executor.insert(priceFeedRuns).values(run).onConflictDoNothing().returning();
    return row ?? null;
  },

  finishRun: async (id: string, ending: RunEnding, executor: Database = db): Promise<PriceFeedRunRow> => {
    const [row] = await executor
      .update(priceFeedRuns)
      .set(ending)
      .where(eq(priceFeedRuns.id, id))
      .returning();
    if (row === undefined) throw new Error('price feed run vanished');
    return row;
  },

  /** Every attempt at one slot of a feed, oldest first. */
  runsOfSlot: async (feedId: string, slot: Date): Promise<PriceFeedRunRow[]> =>
    db
      .select()
      .from(priceFeedRuns)
      .where(and(eq(priceFeedRuns.feedId, feedId), eq(priceFeedRuns.slot, slot)))
      .orderBy(priceFeedRuns.attempt),

  listRuns: async (filter: { feedId?: string | undefined; limit: number }) =>
    db
      .select({ run: priceFeedRuns, feedName: priceFeeds.name, heldId: priceFeedHeldPublications.id })
      .from(priceFeedRuns)
      .innerJoin(priceFeeds, eq(priceFeeds.id, priceFeedRuns.feedId))
      .leftJoin(priceFeedHeldPublications, eq(priceFeedHeldPublications.runId, priceFeedRuns.id))
      .where(filter.feedId === undefined ? undefined : eq(priceFeedRuns.feedId, filter.feedId))
      .orderBy(desc(priceFeedRuns.startedAt))
      .limit(filter.limit),

  insertHeld: async (held: NewHeldPublication, executor: Database = db): Promise<HeldPublicationRow> => {
    const [row] = await executor.insert(priceFeedHeldPublications).values(held).returning();
    if (row === undefined) throw new Error('held publication insert returned no row');
    return row;
  },

  listHeld: async (state: HeldPublicationRow['state'] | 'all') =>
    db
      .select({ held: priceFeedHeldPublications, feedName: priceFeeds.name, kind: priceFeeds.kind })
      .from(priceFeedHeldPublications)
      .innerJoin(priceFeeds, eq(priceFeeds.id, priceFeedHeldPublications.feedId))
      .where(state === 'all' ? undefined : eq(priceFeedHeldPublications.state, state))
      .orderBy(desc(priceFeedHeldPublications.heldAt))
      .limit(200),

  /** A held file for a decision, locked: two analysts deciding at once take turns, the second finds it decided. */
  lockHeld: async (id: string, executor: Database) => {
    const [row] = await executor
      .select({ held: priceFeedHeldPublications, feed: priceFeeds })
      .from(priceFeedHeldPublications)
      .innerJoin(priceFeeds, eq(priceFeeds.id, priceFeedHeldPublications.feedId))
      .where(eq(priceFeedHeldPublications.id, id))
      .for('update', { of: priceFeedHeldPublications });
    return row ?? null;
  },

  decideHeld: async (
    id: string,
    decision: Pick<HeldPublicationRow, 'state' | 'decidedAt' | 'decidedBy' | 'decisionReason'>,
    executor: Database,
  ): Promise<HeldPublicationRow> => {
    const [row] = await executor
      .update(priceFeedHeldPublications)
      .set(decision)
      .where(eq(priceFeedHeldPublications.id, id))
      .returning();
    if (row === undefined) throw new Error('held publication vanished');
    return row;
  },

  /** A published approval becomes the feed's last publication: its run carries the publication from now on. */
  markRunPublished: async (runId: string, publicationId: string, executor: Database): Promise<void> => {
    await executor
      .update(priceFeedRuns)
      .set({ outcome: 'published', publicationId })
      .where(eq(priceFeedRuns.id, runId));
  },

  /** Marks the lateness episode alerted; false when another instance did first (its update changed the row). */
  claimLateAlert: async (feedId: string, lateSlot: Date, executor: Database): Promise<boolean> => {
    const rows = await executor
      .update(priceFeeds)
      .set({ lateAlertedFor: lateSlot })
      .where(
        and(
          eq(priceFeeds.id, feedId),
          sql`${priceFeeds.lateAlertedFor} is distinct from ${lateSlot.toISOString()}::timestamptz`,
        ),
      )
      .returning({ id: priceFeeds.id });
    return rows.length > 0;
  },

  processedFiles: async (feedId: string): Promise<Set<string>> =>
    new Set(
      (
        await db
          .select({ fileName: priceFeedProcessedFiles.fileName, sha256: priceFeedProcessedFiles.sha256 })
          .from(priceFeedProcessedFiles)
          .where(eq(priceFeedProcessedFiles.feedId, feedId))
      ).map((row) => `${row.fileName}\n${row.sha256}`),
    ),

  markFileProcessed: async (
    entry: typeof priceFeedProcessedFiles.$inferInsert,
    executor: Database = db,
  ): Promise<void> => {
    await executor.insert(priceFeedProcessedFiles).values(entry).onConflictDoNothing();
  },
});

/** Price feeds, their runs, held publications and a folder's processed files (decisions 0109, 0110). */
export const createPriceFeedsRepository = (db: Database) => ({ ...feedQueries(db), ...runQueries(db) });

export type PriceFeedsRepository = ReturnType<typeof createPriceFeedsRepository>;
