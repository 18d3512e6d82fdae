import { z } from 'zod';

/** GET /api/v1/calculator/{calculatorId}/history (beyond the spec, docs/decisions/0046): the range, epoch ms. */
export const calculatorHistoryQuerySchema = z.object({
  from: z.coerce.number().int().nonnegative().optional(),
  to: z.coerce.number().int().nonnegative().optional(),
});

export const historyPointSchema = z.object({
  /** When the publication that made this point was published, epoch ms. */
  at: z.number(),
  /** What was published then: prices, FX rates, freight assessments, or a rule table saved (decision 0050). */
  publication: z.enum(['prices', 'fx', 'freight', 'rules']),
  pricingDay: z.string(),
  /** DDP per tonne in the calculator's currency; null when the calculator could not be priced then. */
  ddp: z.number().nullable(),
  /** The contract's price per tonne in its own currency (contractCurrencyCode), before any polarisation premium. */
  contractPrice: z.number().nullable(),
  /**
   * The card's Contract line: the contract per tonne in the calculator's currency, polarisation premium included
   * (decision 0094); null when the calculator could not be priced then.
   */
  contract: z.number().nullable(),
  pricingError: z.string().nullable(),
});
export type HistoryPoint = z.infer<typeof historyPointSchema>;

export const calculatorHistoryReplySchema = z.object({
  currencyCode: z.string(),
  contractCurrencyCode: z.string(),
  from: z.number(),
  to: z.number(),
  /** Oldest first; at most 120 (the newest) in the range. */
  points: z.array(historyPointSchema),
});
export type CalculatorHistoryReply = z.infer<typeof calculatorHistoryReplySchema>;
