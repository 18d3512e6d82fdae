import { calendarDate } from '../market-data/calendar-date.ts';
import type { ContractId } from '../market-data/contracts.ts';
import { cashMarketPeriodId } from '../market-data/europe-cash-market-regions.ts';
import { createPriceBook } from '../market-data/price-book.ts';
import type { PriceRow } from '../market-data/price-snapshot.schemas.ts';
import { shippedReferenceData } from '../market-data/shipped-reference-data.test-support.ts';
import type { price } from './price-stored-calculator.ts';
import { createPricingContext, type PricingContext } from './pricing-context.ts';
import type { StoredCalculator } from './stored-calculator.ts';

/*
 * What the stored-calculator pricing tests start from: the shipped reference data, a small hand-made publication
 * (London #5 Mar-27 at $452.30, New York #11 Mar-27 at 20.00 c/lb, the Europe cash market's Region 2 at €625) and
 * FX for EUR, IDR and GBP, priced on 2026-11-22.
 */

export const reference = shippedReferenceData();
export const today = calendarDate(2026, 11, 22);
const publishedAt = Date.UTC(2026, 10, 20, 16);

const row = (
  contractId: ContractId,
  periodId: string,
  price: number,
  regionId: string | null = null,
  halfRange = 5,
): PriceRow => ({
  contractId,
  periodId,
  regionId,
  price,
  lowPrice: price - halfRange,
  highPrice: price + halfRange,
  premiumCost: null,
  currencyCode: contractId === 'CashMarketPrice' ? 'EUR' : 'USD',
  unit: contractId === 'NewYork11' ? 'centsPerPound' : 'perTonne',
  lastUpdated: publishedAt,
});

/** A fresh context (empty memo tables) over the shipped reference data and a small hand-made publication. */
export const contextOf = (): PricingContext =>
  createPricingContext({
    reference,
    prices: createPriceBook({
      id: 'prices-1',
      publishedAt,
      source: 'test prices',
      publisher: 'test',
      isDemo: true,
      rows: [
        row('London5', 'Mar-27', 452.3),
        row('London5', 'May-27', 448.1),
        row('NewYork11', 'Mar-27', 20, null, 0.5),
        row('CashMarketPrice', cashMarketPeriodId, 625, 'Region2'),
      ],
    }),
    fxRates: [
      { currencyCode: 'EUR', unitsPerUsd: 0.92, rateTimestamp: new Date(publishedAt), source: 'test FX' },
      { currencyCode: 'IDR', unitsPerUsd: 16_000, rateTimestamp: new Date(publishedAt), source: 'test FX' },
      { currencyCode: 'GBP', unitsPerUsd: 0.79, rateTimestamp: new Date(publishedAt), source: 'test FX' },
    ],
    version: { prices: 1, fx: 1, freight: 0, rules: 0 },
    freightAssessments: new Map(),
    today,
    settings: { centsPerPoundFactor: 22.046 },
  });

/** London #5 Mar-27 from Santos to the global destination Hamburg, 1,000 t in USD, every block on and automatic. */
export const stored = (changes: Partial<StoredCalculator> = {}): StoredCalculator => ({
  id: '00000000-0000-4000-8000-000000000001',
  contractId: 'London5',
  periodId: 'Mar-27',
  originCmpRegionId: null,
  originCountryId: '076',
  originPortId: 'BRSSZ',
  userDestinationId: null,
  globalDestinationId: 'DEHAM',
  destinationName: null,
  destinationRegion: null,
  destinationCountryId: null,
  destinationArrivalPortId: null,
  destinationCurrencyCode: null,
  destinationCost: null,
  destinationLandFreight: null,
  destinationPremiumCost: null,
  currencyCode: 'USD',
  tons: 1000,
  tonsPerContainer: null,
  seaFreightContainerCost: null,
  activePremium: true,
  activeSeaFreight: true,
  activeInsurance: true,
  activeDuty: true,
  activeLoading: true,
  activeLandFreight: true,
  customPremium: false,
  customSeaFreight: false,
  customInsurance: false,
  customDuty: false,
  customLoading: false,
  customLandFreight: false,
  customPremiumCost: null,
  customSeaFreightCost: null,
  customInsuranceCost: null,
  customDutyCost: null,
  customLoadingCost: null,
  customLandFreightCost: null,
  customForex: false,
  customForexCost: null,
  customQuota: false,
  customQuotaCost: null,
  customQuotaCurrencyCode: null,
  polarisation: null,
  dutyRegime: null,
  freightMode: null,
  vesselClass: null,
  cargoTonnes: null,
  seaRoute: null,
  rollingPosition: null,
  rollBusinessDays: null,
  financeTerms: null,
  accountFinanceTerms: null,
  ...changes,
});

/** Region 2 (Germany, France, Benelux) ex-works, delivered to Hamburg. */
export const cashMarket = stored({
  contractId: 'CashMarketPrice',
  periodId: cashMarketPeriodId,
  originCountryId: null,
  originPortId: null,
  originCmpRegionId: 'Region2',
});

export const userDestination = (changes: Partial<StoredCalculator> = {}): Partial<StoredCalculator> => ({
  userDestinationId: '00000000-0000-4000-8000-0000000000d1',
  globalDestinationId: null,
  destinationName: 'Our refinery',
  destinationRegion: 'Europe',
  destinationCountryId: '276',
  destinationArrivalPortId: 'DEHAM',
  destinationCurrencyCode: 'EUR',
  destinationCost: 12,
  destinationLandFreight: 15,
  destinationPremiumCost: null,
  ...changes,
});

export const block = (priced: ReturnType<typeof price>, type: string) =>
  priced.priced?.blocks.find((candidate) => candidate.type === type);
