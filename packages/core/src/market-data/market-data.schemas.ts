import { z } from 'zod';
import { contractIds } from './contracts.ts';
import { cashMarketPricePeriodSchema, whitePremiumPeriodSchema } from './period.schemas.ts';
import { regionNames } from './region-names.ts';
import { priceProvenance } from './period-reply.schemas.ts';

export * from './period-reply.schemas.ts';

// Replies of the market-data calls (calculators.md §7, account-and-billing.md §7). Field names are the spec's;
// the extra fields below are PSC's and are documented in docs/decisions/0012-market-data-storage.md.

export const contractTypesReplySchema = z.array(z.enum(contractIds));
export type ContractTypesReply = z.infer<typeof contractTypesReplySchema>;

export const cashMarketPriceReplySchema = cashMarketPricePeriodSchema.extend({
  /** lastUpdated as ISO 8601 (UTC); null when no price is published. */
  lastUpdatedString: z.string().nullable(),
  /**
   * The price in US dollars (the SOL Europe board's 'Price in dollars', calculators.md §2.6) at the current FX
   * publication, 2 decimals; null without a price or a rate for its currency (issue 48 item 15).
   */
  usdPrice: z.number().nullable(),
  /** The rate it was converted at: units of `currencyCode` per US dollar; null when there is none. */
  unitsPerUsd: z.number().nullable(),
  ...priceProvenance,
});
export type CashMarketPriceReply = z.infer<typeof cashMarketPriceReplySchema>;
export const cashMarketPricesReplySchema = z.array(cashMarketPriceReplySchema);

export const whitePremiumPeriodReplySchema = whitePremiumPeriodSchema.extend(priceProvenance);
export type WhitePremiumPeriodReply = z.infer<typeof whitePremiumPeriodReplySchema>;
export const whitePremiumPeriodsReplySchema = z.array(whitePremiumPeriodReplySchema);

export const regionIdSchema = z.enum(regionNames);

/** Global country (calculators.md §3): `country` repeats the id, as ports carry their country's id in it. */
export const globalCountrySchema = z.object({
  id: z.string(),
  name: z.string(),
  country: z.string(),
  countryCode: z.string(),
  region: regionIdSchema,
  /** At least one curated port loads sugar here (the calculator's From lists offer only these). */
  hasOrigins: z.boolean(),
  hasDestinations: z.boolean(),
});
export type GlobalCountry = z.infer<typeof globalCountrySchema>;
export const globalCountriesReplySchema = z.array(globalCountrySchema);

/** Which countries a country list keeps: every country (default), or those with origin / destination ports. */
export const countryListQuerySchema = z.object({ having: z.enum(['origins', 'destinations']).optional() });

const globalPort = {
  /** UN/LOCODE of the port. */
  id: z.string(),
  name: z.string(),
  /** ISO 3166 numeric id ('076'). */
  country: z.string(),
  countryName: z.string(),
  countryCode: z.string(),
  region: regionIdSchema,
  /** The UN/LOCODE (city) position; the sea-side point where it is unknown. */
  lat: z.number(),
  lng: z.number(),
  seaportId: z.string(),
  /** Port entrance or anchorage, where distances are measured from. */
  seaportLat: z.number(),
  seaportLng: z.number(),
};

export const globalDestinationSchema = z.object({
  ...globalPort,
  arrivalPortId: z.string(),
  /** Destination charges per tonne (calculators.md §9 split applies to this total). */
  destinationCost: z.number(),
  destinationCostAsString: z.string(),
  perTonLandFreightCost: z.number(),
  perTonLandFreightCostAsString: z.string(),
  /** Currency of destinationCost. */
  currencyCode: z.string(),
  landFreightCurrencyCode: z.string(),
});
export type GlobalDestination = z.infer<typeof globalDestinationSchema>;
export const globalDestinationsReplySchema = z.array(globalDestinationSchema);

export const globalOriginSchema = z.object({
  ...globalPort,
  /** Default FOB premium over the basis contract per tonne; 0 where PSC has none. */
  premiumCost: z.number(),
  currencyCode: z.string(),
});
export type GlobalOrigin = z.infer<typeof globalOriginSchema>;
export const globalOriginsReplySchema = z.array(globalOriginSchema);

/** Currency of calculators.md §3 and account-and-billing.md §3; `symbol` comes from Intl.NumberFormat. */
export const currencyReplySchema = z.object({ id: z.string(), symbol: z.string(), name: z.string() });
export type CurrencyReply = z.infer<typeof currencyReplySchema>;
export const currenciesReplySchema = z.array(currencyReplySchema);

/** Billing currencies (account-and-billing.md §9): GBP, EUR, USD; only USD can be chosen today. */
export const accountCurrencyReplySchema = currencyReplySchema.extend({ selectable: z.boolean() });
export const accountCurrenciesReplySchema = z.array(accountCurrencyReplySchema);

export const zeroDecimalCurrencyCodesReplySchema = z.array(z.string());

const importErrorSchema = z.object({ line: z.number().int(), field: z.string(), message: z.string() });

/** Query of the operator import calls; the body is the file itself (CSV or a JSON array). */
export const importQuerySchema = z.object({
  source: z.string().trim().min(1).max(200).optional(),
  publisher: z.string().trim().min(1).max(200).optional(),
});

export const importReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  publicationId: z.string(),
  rows: z.number().int(),
});
export type ImportReply = z.infer<typeof importReplySchema>;

export const importErrorReplySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  errors: z.array(importErrorSchema).optional(),
});

export const publicationSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(['prices', 'fx', 'freight']),
  publishedAt: z.number(),
  source: z.string(),
  publisher: z.string(),
  isDemo: z.boolean(),
  rows: z.number().int(),
});
export const publicationsReplySchema = z.array(publicationSummarySchema);
