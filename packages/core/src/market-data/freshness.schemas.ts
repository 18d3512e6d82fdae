import { z } from 'zod';

/** One priced series in GET /api/v1/market-data/freshness: when its newest figure is as of, and whether it is late. */
export const seriesFreshnessSchema = z.object({
  /** NewYork11, London5, BrazilSRP, BrazilSPRP, CashMarketPrice, FX:<currency> or BulkFreight. */
  series: z.string(),
  name: z.string(),
  source: z.string().nullable(),
  publisher: z.string().nullable(),
  /** The date (YYYY-MM-DD, UTC) the newest figure is as of; null when none is published. */
  asOf: z.string().nullable(),
  /** ISO 8601 duration of the cadence; P1D is every business day of `calendar`. */
  expectedEvery: z.enum(['P1D', 'P7D', 'P1M']),
  /** The business-day calendar of a daily series: ICE-US, ICE-EU or ECB-TARGET. */
  calendar: z.string().nullable(),
  demo: z.boolean(),
  /** Older than its cadence allows today, demo data, or never published. */
  stale: z.boolean(),
});
export type SeriesFreshness = z.infer<typeof seriesFreshnessSchema>;

export const freshnessReplySchema = z.array(seriesFreshnessSchema);
