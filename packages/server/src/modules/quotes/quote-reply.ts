import type { CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import { quoteVariance } from '@psc/core/quotes/quote-variance';
import { buyerCopyOf } from '@psc/core/quotes/quote-document';
import type {
  BuyerCopyKind,
  QuoteReply,
  QuoteSummary,
  ShareLink,
  SharedQuoteReply,
} from '@psc/core/quotes/quotes.schemas';
import type { Deps } from '../../deps.ts';
import type { QuoteRecord } from './quotes.repository.ts';

/** Where a share link opens: the web app's public quote page. */
export const shareUrlOf = (deps: Pick<Deps, 'config'>, token: string): string =>
  `${deps.config.publicUrl}/q/${token}`;

const shareLinkOf = (deps: Pick<Deps, 'config' | 'secretBox'>, record: QuoteRecord): ShareLink | null =>
  record.shareTokenCiphertext === null || record.shareCreatedAt === null || record.shareExpiresAt === null
    ? null
    : {
        url: shareUrlOf(deps, deps.secretBox.open(record.shareTokenCiphertext)),
        createdAt: record.shareCreatedAt.getTime(),
        expiresAt: record.shareExpiresAt.getTime(),
        views: record.shareViews,
        lastViewedAt: record.shareLastViewedAt?.getTime() ?? null,
      };

/**
 * The quote as anyone with its link sees it: the buyer's copy the trader chose (decision 0096), never the
 * calculator with its ids, finance terms and notes.
 */
export const toSharedQuoteReply = (
  record: QuoteRecord,
  now: Date,
  copy: BuyerCopyKind = record.shareCopy,
): SharedQuoteReply => ({
  name: record.name,
  note: record.note,
  createdAt: record.createdAt.getTime(),
  validUntil: record.validUntil.getTime(),
  valid: record.validUntil > now,
  letterhead: record.letterhead,
  buyerCopy: buyerCopyOf(record.reply, copy, record.publications.pricingDay, record.freshness),
});

export const varianceOf = (calculator: CalculatorReply, actuals: QuoteRecord['actuals']) =>
  quoteVariance(
    calculator.costBlocks.map((block) => ({
      type: block.type,
      displayName: block.displayName,
      price: block.price,
      includedInSum: block.includedInSum,
    })),
    calculator.price,
    calculator.tons,
    actuals,
  );

/** The owner's view: the shared one, plus actuals and variance, the share link, and the re-pricing check. */
export const toQuoteReply = (
  deps: Pick<Deps, 'config' | 'secretBox' | 'clock'>,
  record: QuoteRecord,
  reprice: QuoteReply['reprice'] = null,
): QuoteReply => ({
  ...toSharedQuoteReply(record, deps.clock.now()),
  publications: record.publications,
  calculator: record.reply,
  freshness: record.freshness,
  id: record.id,
  calculatorId: record.calculatorId,
  reprice,
  actuals: record.actuals,
  variance: varianceOf(record.reply, record.actuals),
  share: shareLinkOf(deps, record),
});

export const toQuoteSummary = (record: QuoteRecord, now: Date): QuoteSummary => ({
  id: record.id,
  calculatorId: record.calculatorId,
  name: record.name,
  note: record.note,
  createdAt: record.createdAt.getTime(),
  validUntil: record.validUntil.getTime(),
  valid: record.validUntil > now,
  currencyCode: record.reply.currencyCode,
  price: record.reply.price,
  total: record.reply.total,
  tons: record.reply.tons,
  shareViews: record.shareExpiresAt !== null && record.shareExpiresAt > now ? record.shareViews : null,
});
