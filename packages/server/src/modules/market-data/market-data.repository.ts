import { and, count, desc, eq, getTableColumns, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { MarketDataVersion } from '@psc/core/market-data/market-data-version';
import {
  freightAssessments,
  freightPublications,
  fxPublications,
  fxRates,
  pricePublications,
  priceRows,
  ruleTableVersions,
} from '../../db/schema.ts';

export type NewPublication = { publishedAt: Date; source: string; publisher: string; isDemo: boolean };
export type NewPriceRow = Omit<typeof priceRows.$inferInsert, 'publicationId'>;
export type NewFxRate = Omit<typeof fxRates.$inferInsert, 'publicationId'>;
export type NewFreightAssessment = Omit<typeof freightAssessments.$inferInsert, 'publicationId'>;
export type CurrentFreightAssessment = typeof freightAssessments.$inferSelect & {
  publisher: string;
  source: string;
  isDemo: boolean;
};

export type CurrentPriceRow = typeof priceRows.$inferSelect & {
  publisher: string;
  source: string;
  isDemo: boolean;
  publishedAt: Date;
};
export type CurrentFxRate = typeof fxRates.$inferSelect & {
  publisher: string;
  source: string;
  isDemo: boolean;
};

export type { MarketDataVersion } from '@psc/core/market-data/market-data-version';
export type MarketDataEventKind = 'prices' | 'fx' | 'freight' | 'rules';

/** Price history and the lists of past publications that the desk and the charts read. */
const publicationHistoryQueries = (db: Database) => ({
  /** Whether anything but demo data was ever published (then the demo seed never publishes again). */
  hasRealPublications: async (): Promise<boolean> => {
    const [prices] = await db
      .select({ value: count() })
      .from(pricePublications)
      .where(eq(pricePublications.isDemo, false));
    const [fx] = await db
      .select({ value: count() })
      .from(fxPublications)
      .where(eq(fxPublications.isDemo, false));
    return (prices?.value ?? 0) + (fx?.value ?? 0) > 0;
  },

  countFxPublications: async (): Promise<number> => {
    const [row] = await db.select({ value: count() }).from(fxPublications);
    return row?.value ?? 0;
  },

  /** Every published price of one period (region ''), oldest first: the period's history, at most `limit` points. */
  priceHistory: async (contractId: string, periodId: string, limit: number) =>
    db
      .select({
        publishedAt: pricePublications.publishedAt,
        sequence: pricePublications.sequence,
        price: priceRows.price,
        currencyCode: priceRows.currencyCode,
        unit: priceRows.unit,
        publisher: pricePublications.publisher,
        source: pricePublications.source,
        isDemo: pricePublications.isDemo,
      })
      .from(priceRows)
      .innerJoin(pricePublications, eq(pricePublications.id, priceRows.publicationId))
      .where(
        and(
          eq(priceRows.contractId, contractId),
          eq(priceRows.periodId, periodId),
          eq(priceRows.regionId, ''),
        ),
      )
      .orderBy(desc(pricePublications.publishedAt), desc(pricePublications.sequence))
      .limit(limit),

  /** The periods of a contract that have any published price, for the desk's history picker. */
  periodsWithHistory: async (contractId: string): Promise<string[]> =>
    (
      await db
        .selectDistinct({ periodId: priceRows.periodId })
        .from(priceRows)
        .where(and(eq(priceRows.contractId, contractId), eq(priceRows.regionId, '')))
    ).map((row) => row.periodId),

  listPricePublications: async (limit: number) =>
    db
      .select({
        id: pricePublications.id,
        publishedAt: pricePublications.publishedAt,
        source: pricePublications.source,
        publisher: pricePublications.publisher,
        isDemo: pricePublications.isDemo,
        rows: count(priceRows.contractId),
      })
      .from(pricePublications)
      .leftJoin(priceRows, eq(priceRows.publicationId, pricePublications.id))
      .groupBy(pricePublications.id)
      .orderBy(desc(pricePublications.publishedAt), desc(pricePublications.sequence))
      .limit(limit),

  listFreightPublications: async (limit: number) =>
    db
      .select({
        id: freightPublications.id,
        publishedAt: freightPublications.publishedAt,
        source: freightPublications.source,
        publisher: freightPublications.publisher,
        isDemo: freightPublications.isDemo,
        rows: count(freightAssessments.fromPortId),
      })
      .from(freightPublications)
      .leftJoin(freightAssessments, eq(freightAssessments.publicationId, freightPublications.id))
      .groupBy(freightPublications.id)
      .orderBy(desc(freightPublications.publishedAt), desc(freightPublications.sequence))
      .limit(limit),

  listFxPublications: async (limit: number) =>
    db
      .select({
        id: fxPublications.id,
        publishedAt: fxPublications.publishedAt,
        source: fxPublications.source,
        publisher: fxPublications.publisher,
        isDemo: fxPublications.isDemo,
        rows: count(fxRates.currencyCode),
      })
      .from(fxPublications)
      .leftJoin(fxRates, eq(fxRates.publicationId, fxPublications.id))
      .groupBy(fxPublications.id)
      .orderBy(desc(fxPublications.publishedAt), desc(fxPublications.sequence))
      .limit(limit),
});

/** Publishing: each publication with all its rows, in the caller's transaction. */
const publishingQueries = (db: Database) => ({
  /** One publication and all its rows, in the caller's transaction (all-or-nothing). */
  insertPricePublication: async (
    publication: NewPublication,
    rows: NewPriceRow[],
    executor: Database = db,
  ): Promise<string> => {
    const [created] = await executor
      .insert(pricePublications)
      .values(publication)
      .returning({ id: pricePublications.id });
    if (!created) throw new Error('price publication insert returned nothing');
    for (let start = 0; start < rows.length; start += 500) {
      await executor
        .insert(priceRows)
        .values(rows.slice(start, start + 500).map((row) => ({ ...row, publicationId: created.id })));
    }
    return created.id;
  },

  insertFxPublication: async (
    publication: NewPublication,
    rates: NewFxRate[],
    executor: Database = db,
  ): Promise<string> => {
    const [created] = await executor
      .insert(fxPublications)
      .values(publication)
      .returning({ id: fxPublications.id });
    if (!created) throw new Error('fx publication insert returned nothing');
    await executor.insert(fxRates).values(rates.map((rate) => ({ ...rate, publicationId: created.id })));
    return created.id;
  },

  insertFreightPublication: async (
    publication: NewPublication,
    lanes: NewFreightAssessment[],
    executor: Database = db,
  ): Promise<string> => {
    const [created] = await executor
      .insert(freightPublications)
      .values(publication)
      .returning({ id: freightPublications.id });
    if (!created) throw new Error('freight publication insert returned nothing');
    for (let start = 0; start < lanes.length; start += 500) {
      await executor
        .insert(freightAssessments)
        .values(lanes.slice(start, start + 500).map((lane) => ({ ...lane, publicationId: created.id })));
    }
    return created.id;
  },
});

export const createMarketDataRepository = (db: Database) => {
  // One round trip per request: an aggregate without GROUP BY always returns one row.
  const versionQuery = db
    .select({
      prices: sql<string | number | null>`max(${pricePublications.sequence})`,
      fx: sql<string | number | null>`(select max(${fxPublications.sequence}) from ${fxPublications})`,
      freight: sql<
        string | number | null
      >`(select max(${freightPublications.sequence}) from ${freightPublications})`,
      rules: sql<
        string | number | null
      >`(select max(${ruleTableVersions.sequence}) from ${ruleTableVersions})`,
    })
    .from(pricePublications)
    .prepare('market_data_version');

  return {
    ...publishingQueries(db),
    ...publicationHistoryQueries(db),
    /**
     * Waits until no other transaction publishes the same kind, then holds the turn until this one ends: publications
     * of one series are made one after the other, on every instance (a transaction-scoped advisory lock).
     */
    takePublicationTurn: async (kind: 'prices' | 'fx' | 'freight', executor: Database): Promise<void> => {
      await executor.execute(sql`select pg_advisory_xact_lock(hashtext(${`psc:publish:${kind}`}))`);
    },

    currentVersion: async (): Promise<MarketDataVersion> => {
      const [row] = await versionQuery.execute();
      return {
        prices: Number(row?.prices ?? 0),
        fx: Number(row?.fx ?? 0),
        freight: Number(row?.freight ?? 0),
        rules: Number(row?.rules ?? 0),
      };
    },

    /**
     * The newest row of every (contract, period, region): newest publishedAt, then newest sequence. With `upTo`, as
     * they stood when publication `upTo` was the last one (publications are never edited, so this never changes).
     */
    currentPriceRows: async (upTo?: number): Promise<CurrentPriceRow[]> =>
      db
        .selectDistinctOn([priceRows.contractId, priceRows.periodId, priceRows.regionId], {
          ...getTableColumns(priceRows),
          publisher: pricePublications.publisher,
          source: pricePublications.source,
          isDemo: pricePublications.isDemo,
          publishedAt: pricePublications.publishedAt,
        })
        .from(priceRows)
        .innerJoin(pricePublications, eq(pricePublications.id, priceRows.publicationId))
        .where(upTo === undefined ? undefined : lte(pricePublications.sequence, upTo))
        .orderBy(
          priceRows.contractId,
          priceRows.periodId,
          priceRows.regionId,
          desc(pricePublications.publishedAt),
          desc(pricePublications.sequence),
        ),

    currentFxRates: async (upTo?: number): Promise<CurrentFxRate[]> =>
      db
        .selectDistinctOn([fxRates.currencyCode], {
          ...getTableColumns(fxRates),
          publisher: fxPublications.publisher,
          source: fxPublications.source,
          isDemo: fxPublications.isDemo,
        })
        .from(fxRates)
        .innerJoin(fxPublications, eq(fxPublications.id, fxRates.publicationId))
        .where(upTo === undefined ? undefined : lte(fxPublications.sequence, upTo))
        .orderBy(fxRates.currencyCode, desc(fxPublications.publishedAt), desc(fxPublications.sequence)),

    /** The newest assessment of every (lane, vessel class); with `upTo`, as of that publication. */
    currentFreightAssessments: async (upTo?: number): Promise<CurrentFreightAssessment[]> =>
      db
        .selectDistinctOn(
          [freightAssessments.fromPortId, freightAssessments.toPortId, freightAssessments.vesselClassId],
          {
            ...getTableColumns(freightAssessments),
            publisher: freightPublications.publisher,
            source: freightPublications.source,
            isDemo: freightPublications.isDemo,
          },
        )
        .from(freightAssessments)
        .innerJoin(freightPublications, eq(freightPublications.id, freightAssessments.publicationId))
        .where(upTo === undefined ? undefined : lte(freightPublications.sequence, upTo))
        .orderBy(
          freightAssessments.fromPortId,
          freightAssessments.toPortId,
          freightAssessments.vesselClassId,
          desc(freightPublications.publishedAt),
          desc(freightPublications.sequence),
        ),

    /**
     * The market-data versions between two instants, one per publication of any kind or saved rule table
     * (docs/decisions/0046, 0050): at each, the newest of every kind by then. Oldest first, at most `limit` (the newest).
     */
    versionTimeline: async (
      from: Date,
      to: Date,
      limit: number,
    ): Promise<{ publishedAt: Date; kind: MarketDataEventKind; version: MarketDataVersion }[]> => {
      // Publications are few (one or two a day per kind): read them up to `to` and walk them in order.
      const [prices, fx, freight, rules] = await Promise.all([
        ...[pricePublications, fxPublications, freightPublications].map((table) =>
          db
            .select({ publishedAt: table.publishedAt, sequence: table.sequence })
            .from(table)
            .where(lte(table.publishedAt, to))
            .orderBy(table.publishedAt, table.sequence),
        ),
        db
          .select({ publishedAt: ruleTableVersions.savedAt, sequence: ruleTableVersions.sequence })
          .from(ruleTableVersions)
          .where(lte(ruleTableVersions.savedAt, to))
          .orderBy(ruleTableVersions.savedAt, ruleTableVersions.sequence),
      ]);
      const newestBy = (rows: { publishedAt: Date; sequence: number }[], at: Date) =>
        rows.reduce((newest, row) => (row.publishedAt <= at ? Math.max(newest, row.sequence) : newest), 0);
      if (!prices || !fx || !freight || !rules) return [];
      const events = [
        ...prices.map((row) => ({ publishedAt: row.publishedAt, kind: 'prices' as const })),
        ...fx.map((row) => ({ publishedAt: row.publishedAt, kind: 'fx' as const })),
        ...freight.map((row) => ({ publishedAt: row.publishedAt, kind: 'freight' as const })),
        ...rules.map((row) => ({ publishedAt: row.publishedAt, kind: 'rules' as const })),
      ]
        .filter((event) => event.publishedAt >= from)
        .sort((a, b) => a.publishedAt.getTime() - b.publishedAt.getTime())
        .slice(-limit);
      return events.map((event) => ({
        ...event,
        version: {
          prices: newestBy(prices, event.publishedAt),
          fx: newestBy(fx, event.publishedAt),
          freight: newestBy(freight, event.publishedAt),
          rules: newestBy(rules, event.publishedAt),
        },
      }));
    },
  };
};

export type MarketDataRepository = ReturnType<typeof createMarketDataRepository>;
