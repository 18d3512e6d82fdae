import { z } from 'zod';

export const currencyCodeSchema = z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 code of three capital letters');

/** One published rate: how many units of `currencyCode` one US dollar buys, as of `timestamp` (epoch ms). */
export const fxRateSchema = z.object({
  currencyCode: currencyCodeSchema,
  unitsPerUsd: z.number().positive(),
  timestamp: z.number().int().nonnegative(),
});
export type FxRate = z.infer<typeof fxRateSchema>;

/** A published set of FX rates; a new publication is a new snapshot, history is never overwritten. */
export const fxSnapshotSchema = z
  .object({
    id: z.string().min(1),
    publishedAt: z.number().int().nonnegative(),
    source: z.string().min(1),
    publisher: z.string().min(1),
    isDemo: z.boolean(),
    rates: z.array(fxRateSchema).min(1),
  })
  .superRefine((snapshot, context) => {
    const seen = new Set<string>();
    snapshot.rates.forEach((rate, index) => {
      if (seen.has(rate.currencyCode)) {
        context.addIssue({
          code: 'custom',
          path: ['rates', index, 'currencyCode'],
          message: `${rate.currencyCode} appears twice`,
        });
      }
      seen.add(rate.currencyCode);
    });
    const usd = snapshot.rates.find((rate) => rate.currencyCode === 'USD');
    if (usd !== undefined && usd.unitsPerUsd !== 1) {
      context.addIssue({ code: 'custom', path: ['rates'], message: 'USD must be quoted at 1 per USD' });
    }
  });
export type FxSnapshot = z.infer<typeof fxSnapshotSchema>;
