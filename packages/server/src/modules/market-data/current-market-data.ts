import {
  laneKey,
  type LaneAssessment,
  type LaneAssessmentBook,
} from '@psc/core/market-data/freight-assessments';
import type { PriceBook } from '@psc/core/market-data/price-book';
import type { RuleTableId } from '@psc/core/market-data/rule-tables';
import { priceRowKey, type PriceRow } from '@psc/core/market-data/price-snapshot.schemas';
import type { ReferenceData } from '@psc/core/market-data/reference-data';
import type { CurrentFxRate, MarketDataRepository, MarketDataVersion } from './market-data.repository.ts';
import { referenceWithRuleTables, type RuleTableVersionInfo } from './rule-tables-reference.ts';
import type { RuleTablesRepository } from './rule-tables.repository.ts';

export type Provenance = { publisher: string; source: string; isDemo: boolean; publicationId: string };

/** The current price of every period and rate of every currency, as one consistent read. */
export type MarketDataSnapshot = {
  version: MarketDataVersion;
  prices: PriceBook;
  /** By priceRowKey(contract, period, region). */
  provenance: ReadonlyMap<string, Provenance>;
  fxRates: readonly CurrentFxRate[];
  /** The newest bulk lane assessments, by laneKey(from, to, vessel class). */
  freightAssessments: LaneAssessmentBook;
  /** The reference data with the rule tables of this version in place of the shipped files (decision 0050). */
  reference: ReferenceData;
  /** The stored version of each rule table priced from; a table without one uses its shipped file. */
  ruleVersions: Partial<Record<RuleTableId, RuleTableVersionInfo>>;
};

const sameVersion = (a: MarketDataVersion, b: MarketDataVersion): boolean =>
  a.prices === b.prices && a.fx === b.fx && a.freight === b.freight && a.rules === b.rules;

type MarketDataReader = Pick<
  MarketDataRepository,
  'currentPriceRows' | 'currentFxRates' | 'currentFreightAssessments'
>;
type RuleTablesReader = Pick<RuleTablesRepository, 'currentVersions'>;

/** Every current price, rate and lane assessment of one market-data version, as one snapshot. */
export const loadMarketData = async (
  readers: {
    repository: MarketDataReader;
    ruleTables: RuleTablesReader;
    referenceData: ReferenceData;
    /** The merged reference data by rule-table version: versions never change, so each is built once. */
    referenceByRules?: Map<number, ReturnType<typeof referenceWithRuleTables>>;
  },
  version: MarketDataVersion,
  /** Read the publications as they stood at `version` (a frozen quote, a point of history), not the newest. */
  asOfVersion = false,
): Promise<MarketDataSnapshot> => {
  const { repository } = readers;
  // The rule tables are always read as of the version's number, so the merged reference data matches its label.
  const cachedRules = readers.referenceByRules?.get(version.rules);
  const [rows, fxRates, lanes, merged] = await Promise.all([
    repository.currentPriceRows(asOfVersion ? version.prices : undefined),
    repository.currentFxRates(asOfVersion ? version.fx : undefined),
    repository.currentFreightAssessments(asOfVersion ? version.freight : undefined),
    cachedRules ??
      readers.ruleTables
        .currentVersions(version.rules)
        .then((ruleRows) => referenceWithRuleTables(readers.referenceData, ruleRows)),
  ]);
  if (readers.referenceByRules && cachedRules === undefined) {
    // A handful is plenty: the current version and the few a DDP history or a quote walks back to.
    if (readers.referenceByRules.size >= 8) readers.referenceByRules.clear();
    readers.referenceByRules.set(version.rules, merged);
  }
  const { reference, versions: ruleVersions } = merged;
  const freightAssessments = new Map<string, LaneAssessment>();
  for (const lane of lanes)
    freightAssessments.set(laneKey(lane.fromPortId, lane.toPortId, lane.vesselClassId), {
      fromPortId: lane.fromPortId,
      toPortId: lane.toPortId,
      usdPerTonne: lane.usdPerTonne,
      assessedOn: lane.assessedOn,
      vesselClassId: lane.vesselClassId,
      source: lane.source,
      publisher: lane.publisher,
      publicationId: lane.publicationId,
      isDemo: lane.isDemo,
    });
  const bookRows = new Map<string, PriceRow>();
  const provenance = new Map<string, Provenance>();
  for (const row of rows) {
    const regionId = row.regionId === '' ? null : row.regionId;
    const key = priceRowKey(row.contractId, row.periodId, regionId);
    bookRows.set(key, {
      contractId: row.contractId as PriceRow['contractId'],
      periodId: row.periodId,
      regionId,
      price: row.price,
      lowPrice: row.lowPrice,
      highPrice: row.highPrice,
      premiumCost: row.premiumCost,
      currencyCode: row.currencyCode,
      unit: row.unit,
      lastUpdated: row.lastUpdated.getTime(),
    });
    provenance.set(key, {
      publisher: row.publisher,
      source: row.source,
      isDemo: row.isDemo,
      publicationId: row.publicationId,
    });
  }
  const newest = rows.reduce<(typeof rows)[number] | null>(
    (best, row) => (best === null || row.lastUpdated > best.lastUpdated ? row : best),
    null,
  );
  const prices: PriceBook = {
    snapshotId: `current-${version.prices}`,
    source: newest?.source ?? '',
    publisher: newest?.publisher ?? '',
    isDemo: rows.length > 0 && rows.every((row) => row.isDemo),
    rows: bookRows,
  };
  return { version, prices, provenance, fxRates, freightAssessments, reference, ruleVersions };
};

/**
 * Keeps the current prices in memory and reloads them only when a publication was added, by this process or by
 * another one sharing the database (one cheap version query per read).
 */
export const createCurrentMarketData = (
  repository: Pick<
    MarketDataRepository,
    'currentVersion' | 'currentPriceRows' | 'currentFxRates' | 'currentFreightAssessments' | 'versionTimeline'
  >,
  ruleTables: RuleTablesReader,
  referenceData: ReferenceData,
) => {
  const readers = { repository, ruleTables, referenceData, referenceByRules: new Map() };
  let cached: MarketDataSnapshot | null = null;
  let loading: { version: MarketDataVersion; promise: Promise<MarketDataSnapshot> } | null = null;

  const load = (version: MarketDataVersion): Promise<MarketDataSnapshot> => loadMarketData(readers, version);

  return {
    /**
     * The publications as they stood at a version this server handed out earlier (a frozen quote, a point of
     * history): publications are never edited, so the same version always reads the same figures.
     */
    asOf: (version: MarketDataVersion): Promise<MarketDataSnapshot> => loadMarketData(readers, version, true),
    /** The versions between two instants, one per publication (a calculator's DDP history, decision 0046). */
    timeline: (from: Date, to: Date, limit: number) => repository.versionTimeline(from, to, limit),
    get: async (): Promise<MarketDataSnapshot> => {
      const version = await repository.currentVersion();
      if (cached !== null && sameVersion(cached.version, version)) return cached;
      if (loading === null || !sameVersion(loading.version, version)) {
        const promise = load(version).finally(() => {
          if (loading?.promise === promise) loading = null;
        });
        loading = { version, promise };
      }
      const snapshot = await loading.promise;
      if (
        cached === null ||
        (snapshot.version.prices >= cached.version.prices &&
          snapshot.version.fx >= cached.version.fx &&
          snapshot.version.freight >= cached.version.freight &&
          snapshot.version.rules >= cached.version.rules)
      )
        cached = snapshot;
      return snapshot;
    },
  };
};

export type CurrentMarketData = ReturnType<typeof createCurrentMarketData>;
