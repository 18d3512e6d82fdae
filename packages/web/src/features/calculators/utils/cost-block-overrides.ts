import type { CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import type { AdjustableCostBlockType } from '@psc/core/pricing/cost-block-types';
import { moneyDecimalsOf } from '@psc/core/pricing/currency-minor-units';
import { splitDestinationCharges } from '@psc/core/pricing/destination-charges-split';

/**
 * The user's own custom choice for a block, from the calculator's custom{type} fields: the block's `custom` flag is
 * also true for an in-quota duty, which is not a custom Duty price.
 */
export const customChoiceOf = (
  calculator: CalculatorReply,
  type: AdjustableCostBlockType,
): { custom: boolean; cost: number | null } => {
  const choices: Record<AdjustableCostBlockType, [boolean, number | null]> = {
    Premium: [calculator.customPremium, calculator.customPremiumCost],
    SeaFreight: [calculator.customSeaFreight, calculator.customSeaFreightCost],
    Insurance: [calculator.customInsurance, calculator.customInsuranceCost],
    Duty: [calculator.customDuty, calculator.customDutyCost],
    Loading: [calculator.customLoading, calculator.customLoadingCost],
    LandFreight: [calculator.customLandFreight, calculator.customLandFreightCost],
  };
  const [custom, cost] = choices[type];
  return { custom, cost };
};

/** A custom rate is only meaningful when the calculator is priced in another currency than its contract's. */
export const hasExchangeRate = (calculator: Pick<CalculatorReply, 'currencyCode' | 'contractCurrencyCode'>) =>
  calculator.currencyCode !== calculator.contractCurrencyCode;

/** 'EUR per USD': how a rate of this calculator reads. */
export const exchangeRateLabel = (
  calculator: Pick<CalculatorReply, 'currencyCode' | 'contractCurrencyCode'>,
) => `${calculator.currencyCode} per ${calculator.contractCurrencyCode}`;

/** The currency an in-quota duty is typed in: the stored one, else the destination's duty rule's. */
export const quotaCurrencyOf = (calculator: CalculatorReply): string =>
  calculator.customQuotaCurrencyCode ?? calculator.dutyCurrencyCode ?? calculator.currencyCode;

/**
 * The Loading panel's lines (§9): the destination charges split by the twelve shares, and the destination premium
 * on its own line (it is part of DEST. CHARGES but not a charge to split).
 */
export const loadingPanelLines = (
  total: number,
  premium: CalculatorReply['destinationPremium'],
  currencyCode?: string,
): { charges: { name: string; amount: number }[]; premium: number | null } => {
  const premiumPrice = premium === null || premium.price === 0 ? null : premium.price;
  // Whole units in a zero-decimal currency (docs/decisions/0119), else cents.
  const decimals = currencyCode === undefined ? 2 : moneyDecimalsOf(currencyCode);
  const scale = 10 ** decimals;
  const charges = Math.round((total - (premiumPrice ?? 0)) * scale) / scale;
  return { charges: splitDestinationCharges(charges, decimals), premium: premiumPrice };
};

/** 'Santos → New York' for the route before the latest change (previousCoordinates); null when there was none. */
export const previousRouteLabel = (
  calculator: Pick<CalculatorReply, 'previousCoordinates'>,
): string | null => {
  const previous = calculator.previousCoordinates;
  if (previous === null) return null;
  return `${previous.origin?.seaportName ?? 'Any'} → ${previous.destination?.seaportName ?? 'Any'}`;
};
