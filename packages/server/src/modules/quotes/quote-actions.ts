import { canonicalJson } from '@psc/core/shared/canonical-json';
import { createHash, randomBytes } from 'node:crypto';
import { parseIsoDate } from '@psc/core/market-data/calendar-date';
import {
  quoteMessages,
  type BuyerCopyKind,
  type QuoteActualsRequest,
  type QuoteReply,
  type QuoteSummary,
} from '@psc/core/quotes/quotes.schemas';
import { AppError } from '@psc/core/shared/app-error';
import type { Deps } from '../../deps.ts';
import type { Principal } from '../../shared/principal.ts';
import { toCalculatorReply } from '../calculators/calculator-reply.ts';
import { pricingContextAsOf } from '../calculators/pricing-context.ts';
import { thawCalculatorRow } from './frozen-calculator-row.ts';
import { toQuoteReply, toQuoteSummary } from './quote-reply.ts';
import type { QuoteRecord } from './quotes.repository.ts';

type QuoteDeps = Pick<Deps, 'quotesRepository' | 'config' | 'secretBox' | 'clock'>;

const notFound = () => new AppError('NOT_FOUND', quoteMessages.notFound);
const dayMs = 86_400_000;

/** Share tokens: 256 random bits, found again by their SHA-256. */
export const shareTokenHash = (token: string): string =>
  createHash('sha256').update(token).digest('base64url');

const requireOwnedQuote = async (deps: QuoteDeps, principal: Principal, id: string): Promise<QuoteRecord> => {
  const record = await deps.quotesRepository.findOwned(principal.accountId, principal.personId, id);
  if (!record) throw notFound();
  return record;
};

/** GET /api/v1/quotes: the caller's quotes, newest first. */
export const listQuotes = async (deps: QuoteDeps, principal: Principal): Promise<QuoteSummary[]> => {
  const now = deps.clock.now();
  return (await deps.quotesRepository.listOwned(principal.accountId, principal.personId)).map((record) =>
    toQuoteSummary(record, now),
  );
};

/**
 * Prices the frozen calculator again from the publications it pinned, on the day it was priced: the same figures
 * unless the shipped files a quote without pinned rule versions was priced from changed since (decisions 0045, 0050).
 */
const repriceOf = async (
  deps: Parameters<typeof pricingContextAsOf>[0],
  record: QuoteRecord,
): Promise<QuoteReply['reprice']> => {
  const day = parseIsoDate(record.publications.pricingDay);
  if (day === null) return 'differs';
  const context = await pricingContextAsOf(
    deps,
    { ...record.publications, rules: record.publications.rules ?? 0 },
    day,
  );
  const again = toCalculatorReply(context, thawCalculatorRow(record.calculatorRow));
  return canonicalJson(again) === canonicalJson(record.reply) ? 'identical' : 'differs';
};

/** GET /api/v1/quotes/{quoteId}: the quote, its variance, its link, and whether it re-prices to its figures. */
export const getQuote = async (
  deps: QuoteDeps & Parameters<typeof pricingContextAsOf>[0],
  principal: Principal,
  id: string,
): Promise<QuoteReply> => {
  const record = await requireOwnedQuote(deps, principal, id);
  return toQuoteReply(deps, record, await repriceOf(deps, record));
};

export const deleteQuote = async (deps: QuoteDeps, principal: Principal, id: string) => {
  if (!(await deps.quotesRepository.removeOwned(principal.accountId, principal.personId, id)))
    throw notFound();
  return { success: true, message: 'Quote deleted' };
};

/** PUT /api/v1/quotes/{quoteId}/actuals: the invoices' amounts per block, replacing the previous entry. */
export const setQuoteActuals = async (
  deps: QuoteDeps,
  principal: Principal,
  id: string,
  request: QuoteActualsRequest,
): Promise<QuoteReply> => {
  const byBlock = new Map(request.actuals.map((actual) => [actual.block, actual]));
  if (byBlock.size !== request.actuals.length)
    throw new AppError('VALIDATION', quoteMessages.oneActualPerBlock);
  const record = await deps.quotesRepository.setActuals(principal.accountId, principal.personId, id, [
    ...byBlock.values(),
  ]);
  if (!record) throw notFound();
  return toQuoteReply(deps, record);
};

/** POST /api/v1/quotes/{quoteId}/share: a new read-only link (the previous one stops working). */
export const createShareLink = async (
  deps: QuoteDeps,
  principal: Principal,
  id: string,
  { expiresInDays, copy }: { expiresInDays: number; copy: BuyerCopyKind },
): Promise<QuoteReply> => {
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  const record = await deps.quotesRepository.setShareLink(principal.accountId, principal.personId, id, {
    tokenHash: shareTokenHash(token),
    tokenCiphertext: deps.secretBox.seal(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + expiresInDays * dayMs),
    copy,
  });
  if (!record) throw notFound();
  return toQuoteReply(deps, record);
};

/** DELETE /api/v1/quotes/{quoteId}/share: the link answers 404 from now on. */
export const revokeShareLink = async (deps: QuoteDeps, principal: Principal, id: string) => {
  if (!(await deps.quotesRepository.revokeShareLink(principal.accountId, principal.personId, id)))
    throw notFound();
  return { success: true, message: 'Link revoked' };
};
