import { z } from 'zod';
import type { FinanceFile } from '../market-data/cost-rules.schemas.ts';

/**
 * The cost-of-money terms a user or an account sets (docs/decisions/0034); every field optional: a missing one falls
 * back to the account's default, then to reference-data/finance.json. Rates are fractions (0.065 = 6.5 % a year).
 */
export const financeTermsSchema = z.object({
  active: z.boolean().optional(),
  carryRatePerYear: z
    .number()
    .min(0, 'Cost of money must be at least 0 %')
    .max(1, 'Cost of money must be at most 100 %')
    .optional(),
  paymentDays: z
    .number()
    .int('Payment days must be whole days')
    .min(0)
    .max(365, 'Payment days must be at most 365')
    .optional(),
  lcIssuanceRate: z.number().min(0).max(0.1, 'Letter-of-credit issuance must be at most 10 %').optional(),
  lcConfirmationRate: z
    .number()
    .min(0)
    .max(0.1, 'Letter-of-credit confirmation must be at most 10 %')
    .optional(),
});
export type FinanceTerms = z.infer<typeof financeTermsSchema>;

/** A stored rate (a fraction) as the percent a user reads and types: 0.065 → 6.5, to a hundredth of a basis point. */
export const rateToPercent = (rate: number): number => Math.round(rate * 1e6) / 1e4;

/** The percent a user typed as the stored fraction: 6.5 → 0.065. */
export const percentToRate = (percent: number): number => Math.round(percent * 1e4) / 1e6;

export type ResolvedFinanceTerms = Required<FinanceTerms> & {
  readonly waitingDaysLow: number;
  readonly waitingDaysHigh: number;
  readonly source: string;
  readonly verified: boolean;
  readonly effectiveFrom: string;
};

/** The calculator's own terms over the account's default over the reference defaults; inactive unless switched on. */
export const resolveFinanceTerms = (
  defaults: FinanceFile,
  account: FinanceTerms | null,
  calculator: FinanceTerms | null,
): ResolvedFinanceTerms => {
  const pick = <K extends keyof FinanceTerms>(key: K): FinanceTerms[K] => calculator?.[key] ?? account?.[key];
  return {
    active: pick('active') ?? false,
    carryRatePerYear: pick('carryRatePerYear') ?? defaults.carryRatePerYear,
    paymentDays: pick('paymentDays') ?? defaults.paymentDays,
    lcIssuanceRate: pick('lcIssuanceRate') ?? defaults.lcIssuanceRate,
    lcConfirmationRate: pick('lcConfirmationRate') ?? defaults.lcConfirmationRate,
    waitingDaysLow: defaults.waitingDaysLow,
    waitingDaysHigh: defaults.waitingDaysHigh,
    source: defaults.source,
    verified: defaults.verified ?? true,
    effectiveFrom: defaults.effectiveFrom,
  };
};

/** GET and PUT /api/v1/accounts/financeterms: the account's default terms and the reference defaults beneath them. */
export const accountFinanceTermsReplySchema = z.object({
  /** What the account set; a missing field falls back to `defaults`. Calculators start from these. */
  terms: financeTermsSchema,
  defaults: z.object({
    carryRatePerYear: z.number(),
    paymentDays: z.number(),
    lcIssuanceRate: z.number(),
    lcConfirmationRate: z.number(),
    waitingDaysLow: z.number(),
    waitingDaysHigh: z.number(),
    source: z.string(),
    verified: z.boolean(),
  }),
});
export type AccountFinanceTermsReply = z.infer<typeof accountFinanceTermsReplySchema>;
