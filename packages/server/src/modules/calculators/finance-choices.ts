import { percentToRate, type FinanceTerms } from '@psc/core/pricing/finance-terms';
import { AppError } from '@psc/core/shared/app-error';
import { fieldLabelMessages, fieldMessages } from '@psc/core/shared/field-messages';
import { calculatorChoiceMessages } from '@psc/core/calculators/calculator-choice-messages';
import { parseDecimal } from '@psc/core/shared/parse-decimal';
import type { CalculatorChanges, CalculatorRow } from './calculators.repository.ts';

// The card's Finance line (docs/decisions/0034): one term per amendment, '' returns the term to the account's default.

export type FinanceField = 'finance' | 'carryRate' | 'paymentDays' | 'lcIssuanceRate' | 'lcConfirmationRate';

const invalid = (message: string) => new AppError('VALIDATION', message);

const percent = (value: string, label: string, max: number): number => {
  const parsed = parseDecimal(value, { label });
  if (!parsed.ok) throw invalid(parsed.message);
  if (parsed.value < 0 || parsed.value > max) throw invalid(fieldMessages.percentRange(label, max));
  return percentToRate(parsed.value);
};

const termOf = (field: FinanceField, value: string): Partial<FinanceTerms> => {
  switch (field) {
    case 'finance': {
      const switched = value.trim().toLowerCase();
      if (switched === 'on' || switched === 'true') return { active: true };
      if (switched === 'off' || switched === 'false') return { active: false };
      throw invalid(calculatorChoiceMessages.financeOnOrOff);
    }
    case 'carryRate':
      return { carryRatePerYear: percent(value, fieldLabelMessages.costOfMoney, 100) };
    case 'lcIssuanceRate':
      return { lcIssuanceRate: percent(value, fieldLabelMessages.lcIssuance, 10) };
    case 'lcConfirmationRate':
      return { lcConfirmationRate: percent(value, fieldLabelMessages.lcConfirmation, 10) };
    case 'paymentDays': {
      const parsed = parseDecimal(value, { label: fieldLabelMessages.paymentDays });
      if (!parsed.ok) throw invalid(parsed.message);
      if (!Number.isInteger(parsed.value) || parsed.value < 0 || parsed.value > 365)
        throw invalid(calculatorChoiceMessages.paymentDaysRange);
      return { paymentDays: parsed.value };
    }
  }
};

const termKey: Record<FinanceField, keyof FinanceTerms> = {
  finance: 'active',
  carryRate: 'carryRatePerYear',
  paymentDays: 'paymentDays',
  lcIssuanceRate: 'lcIssuanceRate',
  lcConfirmationRate: 'lcConfirmationRate',
};

export const financeChange = (row: CalculatorRow, field: FinanceField, value: string): CalculatorChanges => {
  const current: FinanceTerms = { ...(row.financeTerms ?? {}) };
  if (value.trim() === '') delete current[termKey[field]];
  else Object.assign(current, termOf(field, value));
  return { financeTerms: Object.keys(current).length === 0 ? null : current };
};
