import { z } from 'zod';
import { contractIds } from './contracts.ts';
import { currencyCodeSchema } from './fx-snapshot.schemas.ts';

/**
 * One published price: a contract period (or, for the cash market, period CMPFY in one region group).
 * Prices are in `currencyCode` per tonne, except New York #11 in US cents per pound. For Brazil, `price` is the base
 * and `premiumCost` the premium; the Brazil price is their sum.
 */
export const priceRowSchema = z
  .object({
    contractId: z.enum(contractIds),
    periodId: z.string().min(1),
    regionId: z.string().min(1).nullable().default(null),
    price: z.number().finite().nonnegative(),
    lowPrice: z.number().finite().nonnegative(),
    highPrice: z.number().finite().nonnegative(),
    premiumCost: z.number().finite().nullable().default(null),
    currencyCode: currencyCodeSchema,
    unit: z.enum(['perTonne', 'centsPerPound']),
    lastUpdated: z.number().int().nonnegative(),
  })
  .superRefine((row, context) => {
    if (row.lowPrice > row.price || row.price > row.highPrice) {
      context.addIssue({ code: 'custom', path: ['price'], message: 'needs lowPrice ≤ price ≤ highPrice' });
    }
    if ((row.contractId === 'NewYork11') !== (row.unit === 'centsPerPound')) {
      context.addIssue({
        code: 'custom',
        path: ['unit'],
        message: 'New York #11 is quoted in centsPerPound, every other contract perTonne',
      });
    }
    if ((row.contractId === 'CashMarketPrice') !== (row.regionId !== null)) {
      context.addIssue({
        code: 'custom',
        path: ['regionId'],
        message: 'regionId is required for CashMarketPrice rows and only for them',
      });
    }
    if ((row.contractId === 'BrazilSRP' || row.contractId === 'BrazilSPRP') && row.premiumCost === null) {
      context.addIssue({ code: 'custom', path: ['premiumCost'], message: 'Brazil rows carry a premiumCost' });
    }
  });
export type PriceRow = z.infer<typeof priceRowSchema>;
export type PriceRowInput = z.input<typeof priceRowSchema>;

/** A publication: new prices are a new snapshot; earlier snapshots stay as history. */
export const priceSnapshotSchema = z
  .object({
    id: z.string().min(1),
    publishedAt: z.number().int().nonnegative(),
    source: z.string().min(1),
    publisher: z.string().min(1),
    isDemo: z.boolean(),
    rows: z.array(priceRowSchema).min(1),
  })
  .superRefine((snapshot, context) => {
    const seen = new Set<string>();
    snapshot.rows.forEach((row, index) => {
      const key = priceRowKey(row.contractId, row.periodId, row.regionId);
      if (seen.has(key))
        context.addIssue({ code: 'custom', path: ['rows', index], message: `duplicate row for ${key}` });
      seen.add(key);
    });
  });
export type PriceSnapshot = z.infer<typeof priceSnapshotSchema>;

export const priceRowKey = (contractId: string, periodId: string, regionId: string | null): string =>
  `${contractId}|${periodId}|${regionId ?? ''}`;
