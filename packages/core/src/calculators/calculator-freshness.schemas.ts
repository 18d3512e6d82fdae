import { z } from 'zod';
import { costBlockTypes } from '../pricing/cost-block-types.ts';

// How old a priced calculator's inputs are (decision 0114): added to the reply of every calculator call. Optional in
// the contract because quotes frozen before they existed keep their reply as it was; live calls always send them.

export const expectedEverySchema = z.enum(['P1D', 'P7D', 'P1M']);

/** Added to a cost block's provenance. */
export const provenanceFreshnessFields = {
  /** The date (YYYY-MM-DD, UTC) of the block's own figure: its publication, lane or rule row; null for a user entry. */
  asOf: z.string().nullable().optional(),
  /** The cadence of that figure when it is a published series; null for a rule row or user entry. */
  expectedEvery: expectedEverySchema.nullable().optional(),
  /** The figure or an FX rate the block was converted with is older than its cadence allows, or is demo data. */
  stale: z.boolean().optional(),
};

/** A published series the calculator read: the same rules as GET /market-data/freshness, for this calculator. */
export const inputFreshnessSchema = z.object({
  /** NewYork11, London5, BrazilSRP, BrazilSPRP, CashMarketPrice, FX:<currency> or BulkFreight. */
  series: z.string(),
  name: z.string(),
  asOf: z.string().nullable(),
  expectedEvery: expectedEverySchema,
  demo: z.boolean(),
  stale: z.boolean(),
  /** The cost blocks priced from it. */
  blocks: z.array(z.enum(costBlockTypes)),
});
export type InputFreshnessReply = z.infer<typeof inputFreshnessSchema>;

/** Added to the calculator reply. */
export const calculatorFreshnessFields = {
  /** Any published input is late (demo data always is). */
  stale: z.boolean().optional(),
  /** The oldest as-of date among the published inputs; null when none was read. */
  oldestInputAsOf: z.string().nullable().optional(),
  inputFreshness: z.array(inputFreshnessSchema).optional(),
};

/** What a quote keeps of its inputs' freshness when it is frozen (stored with the quote). */
export const frozenFreshnessSchema = z.object({
  /** The day it was judged on: the quote's pricing day. */
  checkedOn: z.string(),
  stale: z.boolean(),
  oldestInputAsOf: z.string().nullable(),
  inputs: z.array(inputFreshnessSchema),
});
export type FrozenFreshness = z.infer<typeof frozenFreshnessSchema>;
