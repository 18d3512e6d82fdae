import { z } from 'zod';

/** One tax at import as the reply lists it (decision 0120): per tonne on the three paths, its base and rate. */
export const importTaxLineReplySchema = z.object({
  id: z.string(),
  /** 'VAT', 'Sales tax', 'Advance income tax'. */
  name: z.string(),
  /** A fraction of the base: 0.09 = 9 %. */
  rate: z.number(),
  base: z.enum(['cif', 'cifPlusDuty']),
  baseName: z.string(),
  /** The base per tonne on the price path, in the calculator currency. */
  basePrice: z.number(),
  price: z.number(),
  lowPrice: z.number(),
  highPrice: z.number(),
  /** Cash for the cargo: price × tonnes. */
  total: z.number(),
  recoverable: z.boolean(),
  source: z.string(),
  /** Effective date of the rate, epoch ms. */
  timestamp: z.number(),
  formula: z.string(),
});

/**
 * Import VAT and other taxes at import (issue 45 item 4): a line beside the DDP, never inside it. `known` false = the
 * table holds no tax for the destination (shown as not known, never as zero).
 */
export const importTaxesReplySchema = z.object({
  known: z.boolean(),
  /** One sentence for the card: what the line is, or why there is none. */
  note: z.string(),
  lines: z.array(importTaxLineReplySchema),
  /** Sum per tonne on each path, and the cash for the cargo. */
  price: z.number(),
  lowPrice: z.number(),
  highPrice: z.number(),
  total: z.number(),
  /** While Finance is on: the carry on these taxes inside the Finance line (0 while off), and its days. */
  financed: z.number(),
  carryDays: z.number(),
});
export type ImportTaxesReply = z.infer<typeof importTaxesReplySchema>;
