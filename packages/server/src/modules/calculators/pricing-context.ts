import { brazilPeriodById } from '@psc/core/market-data/brazil-periods';
import { isoDate, type CalendarDate } from '@psc/core/market-data/calendar-date';
import { cashMarketContractPeriod } from '@psc/core/market-data/cash-market-periods';
import type { ContractId } from '@psc/core/market-data/contracts';
import { cashMarketPeriodId } from '@psc/core/market-data/europe-cash-market-regions';
import { futuresPeriodById } from '@psc/core/market-data/futures-periods';
import type { LaneAssessmentBook } from '@psc/core/market-data/freight-assessments';
import type { HolidayCalendar } from '@psc/core/market-data/business-days';
import type { Period } from '@psc/core/market-data/period.schemas';
import { rolledPeriod, type RollingPeriod } from '@psc/core/market-data/rolling-period';
import type { PriceBook } from '@psc/core/market-data/price-book';
import type { Port } from '@psc/core/market-data/reference-data.schemas';
import type { FxQuote, FxTable } from '@psc/core/pricing/fx-table';
import type { PricingSettings } from '@psc/core/pricing/pricing-input';
import type { ResolveResult } from '@psc/core/pricing/resolve-pricing-input';
import type { Deps } from '../../deps.ts';
import type { ReferenceData } from '../../adapters/reference-data-files.ts';
import type { MarketDataSnapshot } from '../market-data/current-market-data.ts';
import { marketVersionKey, type MarketDataVersion } from '../market-data/market-data-version.ts';
import { periodsOfContract, todayOf } from '../market-data/market-calendar.ts';
import { fxBaseCurrency } from '../market-data/priceable-currencies.ts';

/**
 * Everything pricing needs for one market-data version and one day, with memo tables that live as long as that
 * version: resolving a calculator's inputs (periods, routes, rule rows) is done once per distinct choice, and every
 * calculator sharing it is priced from the cached input (docs/decisions/0018).
 */
export type PricingContext = {
  reference: ReferenceData;
  prices: PriceBook;
  fx: FxTable;
  /** marketVersionKey: stored with priced columns so the job knows what is stale. */
  versionKey: string;
  /** The publications this context prices from (a frozen quote pins them, docs/decisions/0045). */
  version: MarketDataVersion;
  /** The current bulk lane assessments (docs/decisions/0036). */
  freightAssessments: LaneAssessmentBook;
  today: CalendarDate;
  onDate: string;
  settings: PricingSettings;
  portsById: ReadonlyMap<string, Port>;
  originPortsByCountry: ReadonlyMap<string, readonly Port[]>;
  destinationPortsByCountry: ReadonlyMap<string, readonly Port[]>;
  periods: Map<string, Period | null>;
  currentPeriods: Map<ContractId, Period | null>;
  resolved: Map<string, ResolveResult>;
  /** A calculator's reply as JSON bytes, by the stored row it was priced from (valid for this version and day). */
  replies: Map<string, Buffer>;
};

const memoLimit = 20_000;

const groupPorts = (ports: readonly Port[], keep: (port: Port) => boolean): Map<string, Port[]> => {
  const byCountry = new Map<string, Port[]>();
  for (const port of ports) {
    if (!keep(port)) continue;
    const list = byCountry.get(port.countryId) ?? [];
    list.push(port);
    byCountry.set(port.countryId, list);
  }
  for (const list of byCountry.values()) list.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return byCountry;
};

const portIndexes = new WeakMap<
  ReferenceData,
  Pick<PricingContext, 'portsById' | 'originPortsByCountry' | 'destinationPortsByCountry'>
>();

const indexesOf = (reference: ReferenceData) => {
  const cached = portIndexes.get(reference);
  if (cached) return cached;
  const created = {
    portsById: new Map(reference.ports.map((port) => [port.id, port])),
    originPortsByCountry: groupPorts(reference.ports, (port) => port.isOrigin),
    destinationPortsByCountry: groupPorts(reference.ports, (port) => port.isDestination),
  };
  portIndexes.set(reference, created);
  return created;
};

const fxTableOf = (market: MarketDataSnapshot): FxTable => {
  const quotes = new Map<string, FxQuote>();
  let newest = 0;
  for (const rate of market.fxRates) {
    const timestamp = rate.rateTimestamp.getTime();
    newest = Math.max(newest, timestamp);
    quotes.set(rate.currencyCode, { unitsPerUsd: rate.unitsPerUsd, timestamp });
  }
  if (!quotes.has(fxBaseCurrency)) quotes.set(fxBaseCurrency, { unitsPerUsd: 1, timestamp: newest });
  const sources = [...new Set(market.fxRates.map((rate) => rate.source))];
  return { snapshotId: `fx-${market.version.fx}`, source: sources.join('; ') || 'no FX published', quotes };
};

/**
 * The contexts of this process, one per market-data snapshot, and the newest: a field of `deps` (issue 13 found it
 * a module-level variable, shared by every app a process builds).
 */
export type PricingContextCache = {
  byMarket: WeakMap<MarketDataSnapshot, PricingContext>;
  latest: PricingContext | null;
};

export const createPricingContextCache = (): PricingContextCache => ({
  byMarket: new WeakMap(),
  latest: null,
});

const buildPricingContext = (
  deps: Pick<Deps, 'referenceData' | 'config'>,
  market: MarketDataSnapshot,
  today: CalendarDate,
): PricingContext => ({
  reference: market.reference,
  prices: market.prices,
  fx: fxTableOf(market),
  versionKey: marketVersionKey(market.version),
  version: market.version,
  freightAssessments: market.freightAssessments,
  today,
  onDate: isoDate(today),
  settings: { centsPerPoundFactor: deps.config.centsPerPoundFactor },
  ...indexesOf(market.reference),
  periods: new Map(),
  currentPeriods: new Map(),
  resolved: new Map(),
  replies: new Map(),
});

/** The context for the current publications and today; reused until either changes. */
export const loadPricingContext = async (
  deps: Pick<Deps, 'currentMarketData' | 'referenceData' | 'clock' | 'config' | 'pricingContexts'>,
): Promise<PricingContext> => {
  const market = await deps.currentMarketData.get();
  const today = todayOf(deps.clock);
  const onDate = isoDate(today);
  const cached = deps.pricingContexts.byMarket.get(market);
  if (cached && cached.onDate === onDate) {
    if (cached.resolved.size > memoLimit) cached.resolved.clear();
    if (cached.replies.size > memoLimit) cached.replies.clear();
    return cached;
  }
  const context = buildPricingContext(deps, market, today);
  deps.pricingContexts.byMarket.set(market, context);
  deps.pricingContexts.latest = context;
  return context;
};

/**
 * The context of a past moment: the publications as they stood at `version`, on the day `today` (a frozen quote
 * re-priced, docs/decisions/0045). Built afresh, never cached: it is asked for one calculator at a time.
 */
export const pricingContextAsOf = async (
  deps: Pick<Deps, 'currentMarketData' | 'referenceData' | 'config'>,
  version: MarketDataVersion,
  today: CalendarDate,
): Promise<PricingContext> => buildPricingContext(deps, await deps.currentMarketData.asOf(version), today);

/**
 * The context for a market-data version the caller already read (GET /calculator/all reads it with the list): no
 * query when it is the latest one loaded today, else a normal load.
 */
export const pricingContextFor = async (
  deps: Parameters<typeof loadPricingContext>[0],
  versionKey: string | null,
): Promise<PricingContext> => {
  const current = deps.pricingContexts.latest;
  if (
    current !== null &&
    versionKey === current.versionKey &&
    current.onDate === isoDate(todayOf(deps.clock))
  )
    return current;
  return loadPricingContext(deps);
};

const computePeriod = (
  context: PricingContext,
  contractId: ContractId,
  periodId: string,
  cmpRegionId: string | null,
): Period | null => {
  const { reference, today, prices } = context;
  switch (contractId) {
    case 'London5':
    case 'NewYork11': {
      const calendar = reference.calendars.contracts.find((entry) => entry.contractId === contractId);
      const holidays = calendar && reference.holidaysByExchange.get(calendar.exchangeId);
      return calendar && holidays ? futuresPeriodById({ calendar, holidays, today, prices }, periodId) : null;
    }
    case 'BrazilSRP':
    case 'BrazilSPRP': {
      const calendar = reference.calendars.brazil.find((entry) => entry.contractId === contractId);
      const basis = reference.calendars.contracts.find(
        (entry) => entry.contractId === calendar?.basisContractId,
      );
      return calendar && basis ? brazilPeriodById({ calendar, basis, today, prices }, periodId) : null;
    }
    case 'CashMarketPrice':
      return periodId === cashMarketPeriodId ? cashMarketContractPeriod(today, prices, cmpRegionId) : null;
    case 'WhitePremium':
      return null;
  }
};

/** A stored period id of a contract with today's prices and expiry; null when the contract has no such period. */
export const findPeriod = (
  context: PricingContext,
  contractId: ContractId,
  periodId: string,
  cmpRegionId: string | null,
): Period | null => {
  const key = `${contractId}|${periodId}|${cmpRegionId ?? ''}`;
  if (context.periods.has(key)) return context.periods.get(key) ?? null;
  const period = computePeriod(context, contractId, periodId, cmpRegionId);
  context.periods.set(key, period);
  return period;
};

/** The exchange days a contract's periods roll on: its own exchange's, or for Brazil its basis contract's. */
const holidaysOfContract = (context: PricingContext, contractId: ContractId): HolidayCalendar | null => {
  const { reference } = context;
  const basisId =
    contractId === 'BrazilSRP' || contractId === 'BrazilSPRP'
      ? reference.calendars.brazil.find((entry) => entry.contractId === contractId)?.basisContractId
      : contractId;
  const calendar = reference.calendars.contracts.find((entry) => entry.contractId === basisId);
  return (calendar && reference.holidaysByExchange.get(calendar.exchangeId)) ?? null;
};

/** The period a rolling calculator prices today (docs/decisions/0043); null when none qualifies. */
export const rolledPeriodIdOf = (
  context: PricingContext,
  contractId: ContractId,
  rolling: RollingPeriod,
): string | null => {
  const key = `rolling|${contractId}|${rolling.position}|${rolling.rollBusinessDays}`;
  if (context.periods.has(key)) return context.periods.get(key)?.id ?? null;
  const holidays = holidaysOfContract(context, contractId);
  const period =
    contractId === 'WhitePremium' || contractId === 'CashMarketPrice' || holidays === null
      ? null
      : rolledPeriod(
          periodsOfContract(context.reference, contractId, context.today, context.prices),
          rolling,
          context.today,
          holidays,
        );
  context.periods.set(key, period);
  return period?.id ?? null;
};

/** 'The current pricing month' of §4: the first period of the contract still trading today. */
export const currentPeriodOf = (context: PricingContext, contractId: ContractId): Period | null => {
  if (context.currentPeriods.has(contractId)) return context.currentPeriods.get(contractId) ?? null;
  const period =
    contractId === 'WhitePremium'
      ? null
      : (periodsOfContract(context.reference, contractId, context.today, context.prices).find(
          (candidate) => !candidate.concluded,
        ) ?? null);
  context.currentPeriods.set(contractId, period);
  return period;
};
