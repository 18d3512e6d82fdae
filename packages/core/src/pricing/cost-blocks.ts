import { costRowColors, costRowDisplayName } from './cost-block-types.ts';
import {
  alwaysActive,
  block,
  formulaFor,
  provenanceOf,
  type BlockChoices,
  type Conversions,
  type Waterfalls,
} from './cost-block-parts.ts';
import { Conversion, laterOf, noConversion, type Converter } from './fx-conversion.ts';
import type { FxTable } from './fx-table.ts';
import type { CostBlock } from './priced-calculator.ts';
import {
  contractCentsPerPoundWithPolarisation,
  contractPerTonneWithPolarisation,
  pricingFormulas,
} from './pricing-formulas.ts';
import type { AmountInput, BlockAdjustment, PricingInput } from './pricing-input.ts';
import { roundTo } from './round-to-cents.ts';

/**
 * Destination charges and the destination premium are one block (Loading): its amount before FX is stated in the
 * charges' currency, its conversion the later and the more user-made of the two, its source naming both.
 */
const loadingBlock = (
  input: PricingInput,
  conversions: Conversions,
  choice: BlockAdjustment,
  waterfalls: Waterfalls,
) => {
  const { loading } = input;
  const premium = input.destinationPremium ?? null;
  if (premium === null)
    return block(
      'Loading',
      'DEST. CHARGES',
      choice,
      (waterfall) => waterfall.loading,
      waterfalls.price.defaults.loading,
      loading.price,
      provenanceOf(
        loading,
        loading.currencyCode,
        conversions.loading,
        formulaFor(choice, pricingFormulas.loading),
      ),
      waterfalls,
    );
  const premiumConversion = conversions.destinationPremium;
  const loadingConversion = conversions.loading;
  const premiumInChargesCurrency =
    premium.currencyCode === loading.currencyCode
      ? premium.price
      : (premium.price * premiumConversion.rate) / loadingConversion.rate;
  const conversion =
    premiumConversion === loadingConversion
      ? loadingConversion
      : new Conversion(
          loadingConversion.rate,
          laterOf(loadingConversion.timestamp, premiumConversion.timestamp),
          loadingConversion.source === 'custom' || premiumConversion.source === 'custom'
            ? 'custom'
            : loadingConversion.source === 'none'
              ? premiumConversion.source
              : loadingConversion.source,
        );
  return block(
    'Loading',
    'DEST. CHARGES',
    choice,
    (waterfall) => waterfall.loading,
    waterfalls.price.defaults.loading,
    loading.price + premiumInChargesCurrency,
    provenanceOf(
      { ...loading, source: `${loading.source} + destination premium (${premium.source})` },
      loading.currencyCode,
      conversion,
      formulaFor(choice, pricingFormulas.loadingWithPremium),
    ),
    waterfalls,
  );
};

const dutyBlock = (
  input: PricingInput,
  conversions: Conversions,
  choices: BlockChoices,
  waterfalls: Waterfalls,
) => {
  const { duty } = input;
  const choice = choices.duty;
  const quota = input.dutyQuota ?? null;
  const formula = !choice.active
    ? pricingFormulas.inactive
    : choice.customCost !== null
      ? pricingFormulas.custom
      : choices.dutyInQuotaApplied
        ? (duty.yieldFactor ?? 1) !== 1
          ? pricingFormulas.quotaYield
          : pricingFormulas.quota
        : duty.cifThreshold != null
          ? pricingFormulas.dutyCifThreshold
          : (duty.yieldFactor ?? 1) !== 1
            ? duty.perDegree === true
              ? pricingFormulas.dutyPerDegree
              : pricingFormulas.dutyYield
            : pricingFormulas.duty;
  const provenance = choices.dutyInQuotaApplied
    ? provenanceOf(
        {
          ...duty,
          source: `in-quota duty entered by the user: ${quota?.perTonne ?? 0} ${quota?.currencyCode ?? ''}/t (rule: ${duty.source})`,
        },
        input.currencyCode,
        conversions.inQuotaDuty,
        formula,
      )
    : provenanceOf(duty, input.currencyCode, conversions.duty, formula);
  return block(
    'Duty',
    'Duty',
    choice,
    (waterfall) => waterfall.duty,
    waterfalls.price.defaults.duty,
    waterfalls.price.defaults.duty,
    provenance,
    waterfalls,
    choice.customCost !== null || quota !== null,
  );
};

const contractFormula = (input: PricingInput): string => {
  const polarised = (input.polarisation ?? null) !== null;
  if (input.contract.unit === 'centsPerPound')
    return polarised ? contractCentsPerPoundWithPolarisation : pricingFormulas.contractCentsPerPound;
  return polarised ? contractPerTonneWithPolarisation : pricingFormulas.contractPerTonne;
};

/** The rate block: what one unit of the contract currency is in the calculator currency, and whose rate it is. */
const forexBlock = (
  input: PricingInput,
  converter: Converter,
  contractConversion: Conversion,
  fx: FxTable,
): CostBlock => {
  const rate = roundTo(contractConversion.rate, 6);
  return {
    name: 'Forex',
    type: 'Forex',
    displayName: 'Forex',
    color: costRowColors.Forex,
    price: rate,
    basePrice: 1,
    defaultPrice: roundTo(converter.publishedContract.rate, 6),
    lowPrice: rate,
    highPrice: rate,
    active: true,
    custom: converter.custom,
    includedInSum: false,
    provenance: {
      source: converter.custom ? 'custom rate entered by the user' : fx.source,
      period: null,
      timestamp: contractConversion.timestamp,
      currencyCode: input.contract.currencyCode,
      fxRate: contractConversion.rate,
      fxTimestamp: contractConversion.timestamp,
      fxSource: contractConversion.source,
      formula: converter.custom ? pricingFormulas.customForex : pricingFormulas.forex,
    },
  };
};

const perTonneFreightBase = (seaFreight: PricingInput['seaFreight'], perTonne: boolean): number => {
  if (perTonne) return seaFreight.price;
  return seaFreight.tonnesPerContainer > 0 ? seaFreight.price / seaFreight.tonnesPerContainer : 0;
};

/** The card's blocks in waterfall order, Forex last (it shows a rate and adds to nothing). */
export const costBlocksOf = (
  input: PricingInput,
  fx: FxTable,
  converter: Converter,
  conversions: Conversions,
  choices: BlockChoices,
  waterfalls: Waterfalls,
): CostBlock[] => {
  const { contract, premium, seaFreight, insurance, landFreight } = input;
  const priced = (amount: AmountInput, conversion: Conversion, formula: string) =>
    provenanceOf(amount, amount.currencyCode, conversion, formula);
  const cashMarket = input.contractId === 'CashMarketPrice';
  return [
    block(
      'Contract',
      cashMarket ? costRowDisplayName('Contract', input.contractId) : 'Contract',
      alwaysActive,
      (waterfall) => waterfall.contract,
      waterfalls.price.contract,
      contract.price,
      priced(contract, conversions.contract, contractFormula(input)),
      waterfalls,
    ),
    block(
      'Premium',
      'Premium',
      choices.premium,
      (waterfall) => waterfall.premium,
      waterfalls.price.defaults.premium,
      premium.price,
      priced(premium, conversions.premium, formulaFor(choices.premium, pricingFormulas.premium)),
      waterfalls,
    ),
    block(
      'SeaFreight',
      cashMarket ? costRowDisplayName('SeaFreight', input.contractId) : 'Sea Freight',
      choices.seaFreight,
      (waterfall) => waterfall.seaFreight,
      waterfalls.price.defaults.seaFreight,
      perTonneFreightBase(seaFreight, choices.freightPerTonne),
      priced(seaFreight, conversions.seaFreight, formulaFor(choices.seaFreight, choices.freightFormula)),
      waterfalls,
    ),
    block(
      'Insurance',
      'Insurance',
      choices.insurance,
      (waterfall) => waterfall.insurance,
      waterfalls.price.defaults.insurance,
      waterfalls.price.defaults.insurance,
      provenanceOf(
        insurance,
        input.currencyCode,
        noConversion,
        formulaFor(choices.insurance, pricingFormulas.insurance),
      ),
      waterfalls,
    ),
    dutyBlock(input, conversions, choices, waterfalls),
    loadingBlock(input, conversions, choices.loading, waterfalls),
    block(
      'LandFreight',
      'LOCAL FREIGHT',
      choices.landFreight,
      (waterfall) => waterfall.landFreight,
      waterfalls.price.defaults.landFreight,
      landFreight.price,
      priced(
        landFreight,
        conversions.landFreight,
        formulaFor(choices.landFreight, pricingFormulas.landFreight),
      ),
      waterfalls,
    ),
    forexBlock(input, converter, conversions.contract, fx),
  ];
};
