import { fxRate } from '@psc/core/pricing/convert-currency';
import { moneyDecimalsOf } from '@psc/core/pricing/currency-minor-units';
import { roundTo } from '@psc/core/pricing/round-to-cents';
import { AppError } from '@psc/core/shared/app-error';
import { fieldLabelMessages, fieldMessages } from '@psc/core/shared/field-messages';
import { calculatorChoiceMessages } from '@psc/core/calculators/calculator-choice-messages';
import { parseDecimal } from '@psc/core/shared/parse-decimal';
import type { CalculatorChanges, CalculatorRow } from './calculators.repository.ts';
import { contracts, type ContractId } from '@psc/core/market-data/contracts';
import { contractCurrencyOf, dutyOptionsOf, dutyRuleOf } from '@psc/core/pricing/price-stored-calculator';
import type { PricingContext } from './pricing-context.ts';

/** Rates above this are typing errors (the weakest published currencies are in the tens of thousands per dollar). */
const forexLimit = 1e9;

const invalid = (message: string) => new AppError('VALIDATION', message);

/**
 * Forex (docs/decisions/0021): custom true fixes the rate, in units of the calculator currency per unit of the
 * contract currency, above 0; false returns to the published rate. A calculator priced in its contract currency has
 * no rate to fix.
 */
export const forexOverride = (
  context: PricingContext,
  row: CalculatorRow,
  custom: boolean,
  value: string | undefined,
): CalculatorChanges => {
  if (!custom) return { customForex: false, customForexCost: null };
  const contractCurrency = contractCurrencyOf(context, row);
  if (contractCurrency === row.currencyCode)
    throw invalid(calculatorChoiceMessages.noRateToFix(contractCurrency));
  const parsed = parseDecimal(value ?? '', {
    label: fieldLabelMessages.customExchangeRate,
    below: forexLimit,
  });
  if (!parsed.ok) throw invalid(parsed.message);
  if (parsed.value <= 0) throw invalid(fieldMessages.aboveZero(fieldLabelMessages.customExchangeRate));
  return { customForex: true, customForexCost: parsed.value };
};

/**
 * Quota: custom true sets the in-quota duty per tonne (0 or more) in the currency of the destination's duty rule,
 * which is stored with it; false returns to the rule.
 */
export const quotaOverride = (
  context: PricingContext,
  row: CalculatorRow,
  custom: boolean,
  value: string | undefined,
): CalculatorChanges => {
  if (!custom) return { customQuota: false, customQuotaCost: null, customQuotaCurrencyCode: null };
  const rule = dutyRuleOf(context, row);
  if (rule === null) throw invalid(calculatorChoiceMessages.destinationGone);
  const parsed = parseDecimal(value ?? '', { label: fieldLabelMessages.inQuotaDuty });
  if (!parsed.ok) throw invalid(parsed.message);
  return { customQuota: true, customQuotaCost: parsed.value, customQuotaCurrencyCode: rule.currencyCode };
};

/**
 * Polarisation of a raw cargo in degrees, between the file's limits (94° to 100°), '' = the origin's grade
 * (docs/decisions/0032). Whites have no polarisation line.
 */
export const checkPolarisation = (
  context: PricingContext,
  contractId: ContractId,
  value: string,
): number | null => {
  if (value.trim() === '') return null;
  if (contracts[contractId].product !== 'raw') throw invalid(calculatorChoiceMessages.polarisationRawOnly);
  const { minDegrees, maxDegrees } = context.reference.polarisation;
  const parsed = parseDecimal(value, { label: fieldLabelMessages.polarisation });
  if (!parsed.ok) throw invalid(parsed.message);
  if (parsed.value < minDegrees || parsed.value > maxDegrees)
    throw invalid(calculatorChoiceMessages.polarisationRange(minDegrees, maxDegrees));
  return Math.round(parsed.value * 100) / 100;
};

/**
 * The duty option the user picks on the card: one of the options the calculator's reply lists now; '' = automatic.
 * A typed in-quota duty gives way to the picked rate (the picked rate is what the user asked for).
 */
export const checkDutyRegime = (
  context: PricingContext,
  row: CalculatorRow,
  value: string,
): CalculatorChanges => {
  const choice = value.trim();
  if (choice === '') return { dutyRegime: null };
  const options = dutyOptionsOf(context, row);
  if (!options.some((option) => option.id === choice))
    throw invalid(
      options.length === 0
        ? calculatorChoiceMessages.noDutyRule
        : calculatorChoiceMessages.dutyRegimeInvalid(options.map((option) => option.id).join(', ')),
    );
  return { dutyRegime: choice, customQuota: false, customQuotaCost: null, customQuotaCurrencyCode: null };
};

const forexPair = (context: PricingContext, row: CalculatorRow) =>
  `${contractCurrencyOf(context, row)}>${row.currencyCode}`;
const dutyRuleKey = (context: PricingContext, row: CalculatorRow) => dutyRuleOf(context, row)?.id ?? null;

/**
 * Overrides that no longer mean what the user typed after a change of other fields: a fixed rate belongs to its
 * currency pair, an in-quota duty to the duty rule it replaces (contract product, origin country, destination).
 */
export const overridesInvalidated = (
  context: PricingContext,
  before: CalculatorRow,
  after: CalculatorRow,
): CalculatorChanges => ({
  ...(after.customForex && forexPair(context, before) !== forexPair(context, after)
    ? { customForex: false, customForexCost: null }
    : {}),
  ...(after.customQuota && dutyRuleKey(context, before) !== dutyRuleKey(context, after)
    ? { customQuota: false, customQuotaCost: null, customQuotaCurrencyCode: null }
    : {}),
  ...amountsConverted(context, before, after),
});

/** The user's amounts kept in the calculator's currency: per-tonne custom costs and the per-box sea freight. */
const amountsInCalculatorCurrency = [
  'customPremiumCost',
  'customSeaFreightCost',
  'customInsuranceCost',
  'customDutyCost',
  'customLoadingCost',
  'customLandFreightCost',
  'seaFreightContainerCost',
] as const;

/**
 * A new calculator currency converts the user's own amounts at the published rate, rounded to the cent (the whole
 * unit in a zero-decimal currency), so €2,000
 * per box stays worth €2,000 instead of becoming ¥2,000 (issue 14 item 7, docs/decisions/0031). The rate is the
 * published one: a custom rate belongs to the old currency pair and is cleared above.
 */
const amountsConverted = (
  context: PricingContext,
  before: CalculatorRow,
  after: CalculatorRow,
): CalculatorChanges => {
  if (before.currencyCode === after.currencyCode) return {};
  const rate = fxRate(context.fx, before.currencyCode, after.currencyCode);
  const converted: CalculatorChanges = {};
  for (const column of amountsInCalculatorCurrency) {
    const amount = after[column];
    if (amount !== null) converted[column] = roundTo(amount * rate, moneyDecimalsOf(after.currencyCode));
  }
  return converted;
};
