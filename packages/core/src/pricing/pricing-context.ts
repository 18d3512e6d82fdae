import { brazilPeriodById } from '../market-data/brazil-periods.ts';
import type { HolidayCalendar } from '../market-data/business-days.ts';
import { isoDate, type CalendarDate } from '../market-data/calendar-date.ts';
import { cashMarketContractPeriod } from '../market-data/cash-market-periods.ts';
import { periodsOfContract } from '../market-data/contract-periods-on.ts';
import type { ContractId } from '../market-data/contracts.ts';
import { cashMarketPeriodId } from '../market-data/europe-cash-market-regions.ts';
import type { LaneAssessmentBook } from '../market-data/freight-assessments.ts';
import { futuresPeriodById } from '../market-data/futures-periods.ts';
import { marketVersionKey, type MarketDataVersion } from '../market-data/market-data-version.ts';
import type { Period } from '../market-data/period.schemas.ts';
import type { PriceBook } from '../market-data/price-book.ts';
import type { ReferenceData } from '../market-data/reference-data.ts';
import type { Port } from '../market-data/reference-data.schemas.ts';
import { rolledPeriod, type RollingPeriod } from '../market-data/rolling-period.ts';
import { fxBaseCurrency, type FxQuote, type FxTable } from './fx-table.ts';
import type { PricingSettings } from './pricing-input.ts';
import type { FreightMemo } from './resolve-freight.ts';

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
  /** A calculator's resolution (price-stored-calculator.ts), by the choices it depends on. */
  resolved: Map<string, unknown>;
  /** Freight lines worked out from this context's tables, by question; a route's periods share one (decision 0157). */
  freights: FreightMemo;
};

/** A published FX rate as the market data holds it. */
export type PublishedFxRate = {
  currencyCode: string;
  unitsPerUsd: number;
  rateTimestamp: Date;
  source: string;
};

/** What a context is built from: one market-data snapshot, the day priced and the engine's settings. */
export type PricingContextParts = {
  reference: ReferenceData;
  prices: PriceBook;
  fxRates: readonly PublishedFxRate[];
  version: MarketDataVersion;
  freightAssessments: LaneAssessmentBook;
  today: CalendarDate;
  settings: PricingSettings;
};

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

/** The FX table of a snapshot: the newest rate of each currency, USD at 1, sources listed once each. */
export const fxTableOf = (fxRates: readonly PublishedFxRate[], snapshotId: string): FxTable => {
  const quotes = new Map<string, FxQuote>();
  let newest = 0;
  for (const rate of fxRates) {
    const timestamp = rate.rateTimestamp.getTime();
    newest = Math.max(newest, timestamp);
    quotes.set(rate.currencyCode, { unitsPerUsd: rate.unitsPerUsd, timestamp });
  }
  if (!quotes.has(fxBaseCurrency)) quotes.set(fxBaseCurrency, { unitsPerUsd: 1, timestamp: newest });
  const sources = [...new Set(fxRates.map((rate) => rate.source))];
  return { snapshotId, source: sources.join('; ') || 'no FX published', quotes };
};

/** A context with empty memo tables; the port indexes are built here, once per context (a few hundred ports). */
export const createPricingContext = (parts: PricingContextParts): PricingContext => ({
  reference: parts.reference,
  prices: parts.prices,
  fx: fxTableOf(parts.fxRates, `fx-${parts.version.fx}`),
  versionKey: marketVersionKey(parts.version),
  version: parts.version,
  freightAssessments: parts.freightAssessments,
  today: parts.today,
  onDate: isoDate(parts.today),
  settings: parts.settings,
  portsById: new Map(parts.reference.ports.map((port) => [port.id, port])),
  originPortsByCountry: groupPorts(parts.reference.ports, (port) => port.isOrigin),
  destinationPortsByCountry: groupPorts(parts.reference.ports, (port) => port.isDestination),
  periods: new Map(),
  currentPeriods: new Map(),
  resolved: new Map(),
  freights: new Map(),
});

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
