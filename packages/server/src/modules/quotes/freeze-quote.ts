import type { CalculatorReply, FrozenFreshness } from '@psc/core/calculators/calculators.schemas';
import {
  quoteMaxValidityDays,
  quoteMessages,
  type FreezeQuoteRequest,
  type Letterhead,
  type QuoteReply,
} from '@psc/core/quotes/quotes.schemas';
import { AppError } from '@psc/core/shared/app-error';
import type { Deps } from '../../deps.ts';
import type { Principal } from '../../shared/principal.ts';
import { buyerFromAccount } from '../billing/invoicing/invoice-document.ts';
import { requireOwnedCalculator } from '../calculators/owned-calculator-reply.ts';
import type { CalculatorRow } from '../calculators/calculator-reply.ts';
import { toCalculatorReply } from '../calculators/calculator-reply.ts';
import { loadPricingContext } from '../calculators/pricing-context.ts';
import { freezeCalculatorRow } from './frozen-calculator-row.ts';
import { toQuoteReply } from './quote-reply.ts';
import type { QuotesRepository } from './quotes.repository.ts';

const dayMs = 86_400_000;

/** How old each published input was on the pricing day: kept with the quote, it never turns later (decision 0114). */
const frozenFreshnessOf = (calculator: CalculatorReply, pricingDay: string): FrozenFreshness => ({
  checkedOn: pricingDay,
  stale: calculator.stale ?? false,
  oldestInputAsOf: calculator.oldestInputAsOf ?? null,
  inputs: calculator.inputFreshness ?? [],
});

export type FreezeDeps = Parameters<typeof loadPricingContext>[0] &
  Pick<Deps, 'calculatorsRepository' | 'quotesRepository' | 'secretBox'>;

/** The account's billing details as its invoices print them (billing/invoice-document.ts), plus its phone. */
const letterheadOf = (billing: Awaited<ReturnType<QuotesRepository['findBillingDetails']>>): Letterhead => {
  if (billing === null) return { companyName: '', lines: [] };
  const party = buyerFromAccount(billing);
  return {
    companyName: party.name,
    lines: [
      ...party.address,
      ...(party.vat ? [`VAT ${party.vat}`] : []),
      ...(billing.phoneNumber ? [`Tel. ${billing.phoneNumber}`] : []),
    ],
  };
};

/** A name for the quote when the calculator has none: what it prices, and where to. */
const quoteNameOf = (calculator: CalculatorReply): string =>
  calculator.name.trim() ||
  `${calculator.contractName} ${calculator.period.displayName} to ${calculator.destination.name}`.trim();

type FreezeRequest = { validUntil: number; note: string } & Pick<FreezeQuoteRequest, 'validUntil'>;

/**
 * Freezes a calculator row as priced now: the quote keeps the row, the market-data versions and the day it was
 * priced on (so it can be priced again to the same figures), the figures themselves, and the account's letterhead
 * as it was. `calculatorId` is null for a row that is no stored calculator (a matrix cell).
 */
export const freezeRow = async (
  deps: FreezeDeps,
  principal: Principal,
  row: CalculatorRow,
  calculatorId: string | null,
  request: FreezeRequest,
): Promise<QuoteReply> => {
  const now = deps.clock.now();
  if (request.validUntil <= now.getTime()) throw new AppError('VALIDATION', quoteMessages.validUntilPast);
  if (request.validUntil > now.getTime() + quoteMaxValidityDays * dayMs)
    throw new AppError('VALIDATION', quoteMessages.validUntilTooFar);
  const context = await loadPricingContext(deps);
  const calculator = toCalculatorReply(context, row);
  if (calculator.pricingError !== null || calculator.costBlocks.length === 0)
    throw new AppError('CONFLICT', quoteMessages.notPriced);
  const record = await deps.quotesRepository.insert({
    accountId: principal.accountId,
    personId: principal.personId,
    calculatorId,
    name: quoteNameOf(calculator),
    note: request.note,
    createdAt: now,
    validUntil: new Date(request.validUntil),
    publications: { ...context.version, pricingDay: context.onDate },
    calculatorRow: freezeCalculatorRow(row),
    reply: calculator,
    letterhead: letterheadOf(await deps.quotesRepository.findBillingDetails(principal.accountId)),
    freshness: frozenFreshnessOf(calculator, context.onDate),
  });
  return toQuoteReply(deps, record, 'identical');
};

/** POST /api/v1/calculator/{calculatorId}/quotes: freezes the caller's calculator as priced now. */
export const freezeQuote = async (
  deps: FreezeDeps,
  principal: Principal,
  calculatorId: string,
  request: FreezeRequest,
): Promise<QuoteReply> => {
  const row = await requireOwnedCalculator(deps, principal, calculatorId);
  return freezeRow(deps, principal, row, row.id, request);
};
