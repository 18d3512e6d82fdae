import type { AccountFinanceTermsReply, FinanceTerms } from '@psc/core/pricing/finance-terms';
import type { Deps } from '../../deps.ts';
import type { Principal } from '../../shared/principal.ts';

type FinanceDeps = Pick<Deps, 'accountsRepository' | 'referenceData'>;

const replyOf = (deps: FinanceDeps, terms: FinanceTerms | null): AccountFinanceTermsReply => {
  const defaults = deps.referenceData.finance;
  return {
    terms: terms ?? {},
    defaults: {
      carryRatePerYear: defaults.carryRatePerYear,
      paymentDays: defaults.paymentDays,
      lcIssuanceRate: defaults.lcIssuanceRate,
      lcConfirmationRate: defaults.lcConfirmationRate,
      waitingDaysLow: defaults.waitingDaysLow,
      waitingDaysHigh: defaults.waitingDaysHigh,
      source: defaults.source,
      verified: defaults.verified ?? true,
    },
  };
};

/** GET /api/v1/accounts/financeterms: the account's default cost-of-money terms (docs/decisions/0034). */
export const getAccountFinanceTerms = async (
  deps: FinanceDeps,
  principal: Principal,
): Promise<AccountFinanceTermsReply> =>
  replyOf(deps, await deps.accountsRepository.findFinanceTerms(principal.accountId));

/**
 * PUT /api/v1/accounts/financeterms (administrators): the account's defaults replace the previous ones whole; a
 * calculator's own terms still win over them. An empty object clears them.
 */
export const setAccountFinanceTerms = async (
  deps: FinanceDeps,
  principal: Principal,
  terms: FinanceTerms,
): Promise<AccountFinanceTermsReply> => {
  const stored = Object.keys(terms).length === 0 ? null : terms;
  await deps.accountsRepository.setFinanceTerms(principal.accountId, stored);
  return replyOf(deps, stored);
};
