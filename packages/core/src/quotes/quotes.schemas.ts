import { z } from 'zod';
import { calculatorReplySchema, frozenFreshnessSchema } from '../calculators/calculators.schemas.ts';
import { costBlockTypes } from '../pricing/cost-block-types.ts';

/** Beyond the spec (issue 17 item 1, docs/decisions/0045): frozen quote packs with share links. */

export const quoteNoteMaxLength = 1000;
/** The longest validity a quote may state: a physical offer is rarely held longer than a season. */
export const quoteMaxValidityDays = 180;
export const shareLinkMaxDays = 90;

export const freezeQuoteRequestSchema = z.object({
  /** Until when the quote holds, epoch milliseconds: after now, at most 180 days ahead. */
  validUntil: z.number().int().positive('Valid until is required'),
  note: z
    .string()
    .trim()
    .max(quoteNoteMaxLength, `Note is at most ${quoteNoteMaxLength} characters`)
    .default(''),
});
export type FreezeQuoteRequest = z.input<typeof freezeQuoteRequestSchema>;

/** The publications a quote is priced from: market-data versions (publication sequence numbers) and the day. */
export const pinnedPublicationsSchema = z.object({
  prices: z.number().int(),
  fx: z.number().int(),
  freight: z.number().int(),
  /**
   * The newest rule-table version (docs/decisions/0050). Missing on quotes frozen before tables were versioned:
   * those were priced from the shipped files, which is what 0 reads.
   */
  rules: z.number().int().optional(),
  /** The pricing day (periods, expiries, rolls), YYYY-MM-DD. */
  pricingDay: z.string(),
});
export type PinnedPublications = z.infer<typeof pinnedPublicationsSchema>;

export const letterheadSchema = z.object({
  companyName: z.string(),
  lines: z.array(z.string()),
});
export type Letterhead = z.infer<typeof letterheadSchema>;

export const actualAmountSchema = z.object({
  block: z.enum(costBlockTypes),
  /** Per tonne in the quote's currency, from the invoice. */
  perTonne: z.number().finite().min(-1_000_000).max(1_000_000),
});
export type ActualAmount = z.infer<typeof actualAmountSchema>;

export const quoteActualsRequestSchema = z.object({
  actuals: z.array(actualAmountSchema).max(costBlockTypes.length),
});
export type QuoteActualsRequest = z.infer<typeof quoteActualsRequestSchema>;

export const varianceRowSchema = z.object({
  block: z.enum(costBlockTypes),
  displayName: z.string(),
  estimatedPerTonne: z.number(),
  actualPerTonne: z.number().nullable(),
  /** actual − estimated, per tonne and for the cargo; null while no invoice is entered. */
  variancePerTonne: z.number().nullable(),
  varianceTotal: z.number().nullable(),
});
export type VarianceRow = z.infer<typeof varianceRowSchema>;

export const quoteVarianceSchema = z.object({
  rows: z.array(varianceRowSchema),
  estimatedDdp: z.number(),
  /** The estimate with every entered invoice in place of its block; null while none is entered. */
  actualDdp: z.number().nullable(),
  variancePerTonne: z.number().nullable(),
  varianceTotal: z.number().nullable(),
});
export type QuoteVariance = z.infer<typeof quoteVarianceSchema>;

export const shareLinkSchema = z.object({
  url: z.string(),
  createdAt: z.number(),
  expiresAt: z.number(),
  views: z.number().int(),
  lastViewedAt: z.number().nullable(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/**
 * What a buyer is shown of a quote (decision 0096): 'lines', the figures with a short source and date per line, or
 * 'price', the delivered price alone. Neither carries ids, the account's finance terms or the analysts' notes.
 */
export const buyerCopyKinds = ['lines', 'price'] as const;
export type BuyerCopyKind = (typeof buyerCopyKinds)[number];

export const createShareLinkRequestSchema = z.object({
  expiresInDays: z.number().int().min(1).max(shareLinkMaxDays).default(14),
  /** What the link shows the buyer; 'lines' unless the trader chooses the delivered price alone. */
  copy: z.enum(buyerCopyKinds).default('lines'),
});

export const buyerQuoteLineSchema = z.object({
  label: z.string(),
  perTonne: z.number(),
  /** A short name of the figure's source ('ICE Futures US', "Seller's figure"), never the analyst's note. */
  source: z.string(),
  /** When that source published the figure, epoch ms; null when it has no date (a model, a rule). */
  date: z.number().nullable(),
  subtotal: z.boolean(),
});
export type BuyerQuoteLine = z.infer<typeof buyerQuoteLineSchema>;

/** A quote as a buyer reads it: what is priced, in words, and the price; the lines only when chosen. */
export const buyerQuoteSchema = z.object({
  copy: z.enum(buyerCopyKinds),
  /** Contract and period, the sea leg or destination by name, tonnes and currency. */
  subject: z.string(),
  currencyCode: z.string(),
  tons: z.number(),
  /** DDP per tonne and for the cargo. */
  price: z.number(),
  total: z.number(),
  /** The pricing day, YYYY-MM-DD. */
  pricedOn: z.string(),
  /** Empty when the trader shares the delivered price alone. */
  lines: z.array(buyerQuoteLineSchema),
  /**
   * 'Incomplete: Duty not known for Japan: the DDP excludes duty' when the frozen price leaves a cost out (decision
   * 0117): the buyer's page and PDF print it under the DDP. null = complete.
   */
  incompleteNote: z.string().nullable(),
  /**
   * The date each published input (futures, FX, freight lane) was as of when the quote was frozen; only names and
   * dates, nothing internal (decision 0114). Empty for quotes frozen before it was kept.
   */
  inputsAsOf: z.array(z.object({ name: z.string(), asOf: z.string().nullable() })),
  /**
   * Taxes at import beside the DDP, never in it (decision 0120), with the lines only; empty for quotes frozen before
   * them or where none are known.
   */
  importTaxes: z
    .array(
      z.object({
        label: z.string(),
        perTonne: z.number(),
        total: z.number(),
        source: z.string(),
      }),
    )
    .default([]),
});
export type BuyerQuote = z.infer<typeof buyerQuoteSchema>;

/** What anyone with the link sees: the quote as the trader chose to share it, nothing else of the account. */
export const sharedQuoteReplySchema = z.object({
  name: z.string(),
  note: z.string(),
  createdAt: z.number(),
  validUntil: z.number(),
  valid: z.boolean(),
  letterhead: letterheadSchema,
  buyerCopy: buyerQuoteSchema,
});
export type SharedQuoteReply = z.infer<typeof sharedQuoteReplySchema>;

export const quoteReplySchema = sharedQuoteReplySchema.extend({
  /** The owner's own: the pinned publications and the calculator as frozen, with every note. */
  publications: pinnedPublicationsSchema,
  calculator: calculatorReplySchema,
  /** How old each published input was on the pricing day, as frozen; null for quotes frozen before it was kept. */
  freshness: frozenFreshnessSchema.nullable(),
  id: z.uuid(),
  /** The calculator it was frozen from; null once that calculator is deleted (the quote stays). */
  calculatorId: z.uuid().nullable(),
  /**
   * Priced again from its pinned publications and rule tables now: 'identical' to the frozen figures, or 'differs'
   * when what ships with PSC unversioned (distances, calendars) changed since. Only on GET /api/v1/quotes/{quoteId}.
   */
  reprice: z.enum(['identical', 'differs']).nullable(),
  actuals: z.array(actualAmountSchema),
  variance: quoteVarianceSchema,
  share: shareLinkSchema.nullable(),
});
export type QuoteReply = z.infer<typeof quoteReplySchema>;

export const quoteSummarySchema = z.object({
  id: z.uuid(),
  calculatorId: z.uuid().nullable(),
  name: z.string(),
  note: z.string(),
  createdAt: z.number(),
  validUntil: z.number(),
  valid: z.boolean(),
  currencyCode: z.string(),
  price: z.number(),
  total: z.number(),
  tons: z.number(),
  shareViews: z.number().int().nullable(),
});
export type QuoteSummary = z.infer<typeof quoteSummarySchema>;
export const quoteListReplySchema = z.array(quoteSummarySchema);

export const quoteMessages = {
  notFound: 'Quote not found',
  validUntilPast: 'Valid until must be later than now',
  validUntilTooFar: `A quote holds at most ${quoteMaxValidityDays} days`,
  notPriced: 'This calculator has no price to freeze: it needs a published price and FX rate first',
  linkNotFound: 'This link is not valid: it was revoked, it expired, or it never existed.',
  oneActualPerBlock: 'Each block takes one actual amount',
} as const;
