import { z } from 'zod';
import { calendarDateSchema } from './calendar-date.ts';
import { contractIds } from './contracts.ts';

const nullableAmount = z.number().nullable();

/** Period of calculators.md §3, plus the dates the rules derived it from. Prices are null until published. */
export const periodSchema = z.object({
  id: z.string(),
  contractId: z.enum(contractIds),
  name: z.string(),
  displayName: z.string(),
  /** Sorts periods chronologically: year × 100 + month of the delivery (or shipment) month. */
  displayOrder: z.number().int(),
  /** Futures month letter (H, K, N, Q, V, Z); for Brazil, the letter of its basis futures month. */
  contractCode: z.string(),
  /** Year of that futures month. */
  contractYear: z.number().int(),
  concluded: z.boolean(),
  currencyCode: z.string(),
  /** As published: $/t, or c/lb for New York #11; Brazil: the base. */
  price: nullableAmount,
  lowPrice: nullableAmount,
  highPrice: nullableAmount,
  lastUpdated: z.number().nullable(),
  /** Brazil only: the premium over the base, $/t. */
  premiumCost: nullableAmount,
  /** Futures: the exchange's last trading day; Brazil: the roll day after which the period is no longer shown. */
  lastTradingDay: calendarDateSchema,
  /** Brazil only: the futures contract and period the base refers to. */
  basisContractId: z.enum(contractIds).nullable(),
  basisPeriodId: z.string().nullable(),
  period: z.object({
    name: z.string(),
    startDate: calendarDateSchema,
    endDate: calendarDateSchema,
    lowPrice: nullableAmount,
    highPrice: nullableAmount,
  }),
});
export type Period = z.infer<typeof periodSchema>;

/** Cash market price period of calculators.md §3: one per Europe region group. */
export const cashMarketPricePeriodSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: nullableAmount,
  lowPrice: nullableAmount,
  highPrice: nullableAmount,
  currencyCode: z.string(),
  lastUpdated: z.number().nullable(),
  /** Country names of the group, as the SOL Europe board lists them. */
  allowedCountries: z.array(z.string()),
  allowedCountryIds: z.array(z.string()),
});
export type CashMarketPricePeriod = z.infer<typeof cashMarketPricePeriodSchema>;

/** White premium period of calculators.md §3: a London #5 month paired with a New York #11 month. */
export const whitePremiumPeriodSchema = z.object({
  id: z.string(),
  baseId: z.string(),
  baseContractCode: z.string(),
  baseContractName: z.string(),
  /** London #5, $/t. */
  baseContractPrice: nullableAmount,
  rawId: z.string(),
  rawContractCode: z.string(),
  rawContractName: z.string(),
  /** New York #11, c/lb. */
  rawContractPrice: nullableAmount,
  /** 'H/H', 'Q/N' … */
  pairing: z.string(),
  concluded: z.boolean(),
  currencyCode: z.string(),
  displayOrder: z.number().int(),
  /** London #5 $/t − New York #11 c/lb × factor. */
  price: nullableAmount,
  lastUpdated: z.number().nullable(),
});
export type WhitePremiumPeriod = z.infer<typeof whitePremiumPeriodSchema>;
