import { importTaxesPartOf } from './import-taxes-part.ts';
import { alwaysActive, type BlockChoices, type Conversions, type Waterfalls } from './cost-block-parts.ts';
import { costBlocksOf } from './cost-blocks.ts';
import type { FxTable } from './fx-table.ts';
import { Converter, laterOf, noConversion } from './fx-conversion.ts';
import type { PricedCalculator } from './priced-calculator.ts';
import type { PricingInput, PricingSettings } from './pricing-input.ts';
import { pricingFormulas } from './pricing-formulas.ts';
import { pricedPartsOf } from './priced-parts.ts';
import { moneyDecimalsOf } from './currency-minor-units.ts';
import { minorUnitsTimes, roundTo, roundToCents } from './round-to-cents.ts';
import { onPath, waterfallOf, type Path, type PathInputs, type WaterfallRules } from './waterfall.ts';

export { pricingFormulas } from './pricing-formulas.ts';

export const defaultPricingSettings: PricingSettings = { centsPerPoundFactor: 22.046 };

/** Every input's conversion into the calculator currency (the user's fixed rate crosses through the contract's). */
const conversionsOf = (input: PricingInput, converter: Converter): Conversions => ({
  contract: converter.convert(input.contract.currencyCode),
  premium: converter.convert(input.premium.currencyCode),
  seaFreight: converter.convert(input.seaFreight.currencyCode),
  duty: converter.convert(input.duty.currencyCode),
  loading: converter.convert(input.loading.currencyCode),
  landFreight: converter.convert(input.landFreight.currencyCode),
  destinationPremium:
    input.destinationPremium == null
      ? noConversion
      : converter.convert(input.destinationPremium.currencyCode),
  inQuotaDuty: input.dutyQuota == null ? noConversion : converter.convert(input.dutyQuota.currencyCode),
  finance: input.finance == null ? noConversion : converter.convert(input.finance.currencyCode),
});

const choicesOf = (input: PricingInput): BlockChoices => {
  const { adjustments, seaFreight } = input;
  const duty = adjustments.Duty ?? alwaysActive;
  const mode = seaFreight.mode ?? 'container';
  return {
    premium: adjustments.Premium ?? alwaysActive,
    seaFreight: adjustments.SeaFreight ?? alwaysActive,
    insurance: adjustments.Insurance ?? alwaysActive,
    duty,
    loading: adjustments.Loading ?? alwaysActive,
    landFreight: adjustments.LandFreight ?? alwaysActive,
    // The in-quota duty replaces the rule (both parts) unless the user typed a custom Duty cost, which wins.
    dutyInQuotaApplied: (input.dutyQuota ?? null) !== null && duty.active && duty.customCost === null,
    freightPerTonne: mode !== 'container',
    freightFormula:
      seaFreight.formula ??
      (mode === 'bulk'
        ? pricingFormulas.bulkFreight
        : mode === 'inland'
          ? pricingFormulas.inlandFreight
          : pricingFormulas.seaFreight),
  };
};

const rulesOf = (
  input: PricingInput,
  conversions: Conversions,
  choices: BlockChoices,
  settings: PricingSettings,
): WaterfallRules => {
  const { contract, seaFreight, duty, insurance } = input;
  const finance = input.finance ?? null;
  const quota = input.dutyQuota ?? null;
  const unitsPerTonne = contract.unit === 'centsPerPound' ? settings.centsPerPoundFactor : 1;
  return {
    contractRate: unitsPerTonne * conversions.contract.rate,
    polarisationRate: input.polarisation?.rate ?? 0,
    premiumRate: conversions.premium.rate,
    premium: choices.premium,
    // Containers are priced per 20-ft box: a tonne's share is the box over the tonnes it holds.
    seaFreightRate: choices.freightPerTonne
      ? conversions.seaFreight.rate
      : seaFreight.tonnesPerContainer > 0
        ? conversions.seaFreight.rate / seaFreight.tonnesPerContainer
        : 0,
    seaFreight: choices.seaFreight,
    insuranceGrossUp: 1 / (1 - 1.1 * insurance.rate) - 1,
    insurance: choices.insurance,
    dutyAdValoremRate: duty.adValoremRate,
    dutySpecific: duty.specificPerTonne * (duty.yieldFactor ?? 1) * conversions.duty.rate,
    // The threshold is compared as the card shows it: converted and rounded to the calculator currency's unit.
    dutyCifThreshold:
      duty.cifThreshold == null
        ? null
        : {
            threshold: roundTo(
              duty.cifThreshold.thresholdPerTonne * conversions.duty.rate,
              moneyDecimalsOf(input.currencyCode),
            ),
            shortfallRate: duty.cifThreshold.shortfallRate,
            adValoremOnThreshold: duty.cifThreshold.adValoremOnThreshold,
          },
    // The in-quota duty follows the cargo's yield like the rule's specific duty: customs adjust it too (HMRC CAPI19200).
    dutyInQuota:
      choices.dutyInQuotaApplied && quota !== null
        ? quota.perTonne * (duty.yieldFactor ?? 1) * conversions.inQuotaDuty.rate
        : null,
    duty: choices.duty,
    loadingRate: conversions.loading.rate,
    destinationPremiumRate: conversions.destinationPremium.rate,
    destinationPremiumCounts: choices.loading.active && choices.loading.customCost === null,
    loading: choices.loading,
    landFreightRate: conversions.landFreight.rate,
    landFreight: choices.landFreight,
    carryShare: finance === null ? 0 : (finance.carryRatePerYear * finance.carryDays) / 365,
    letterOfCreditRate: finance === null ? 0 : finance.lcRate,
    demurrageRate: conversions.finance.rate,
    moneyDecimals: moneyDecimalsOf(input.currencyCode),
    importTaxes: input.importTaxes ?? null,
    importTaxCarryShare:
      finance === null || input.importTaxes == null
        ? 0
        : (finance.carryRatePerYear * input.importTaxes.carryDays) / 365,
  };
};

/** The inputs of one path; demurrage's price path is the midpoint of its band. */
const inputsOn = (input: PricingInput, path: Path): PathInputs => {
  const finance = input.finance ?? null;
  const demurrage =
    finance === null
      ? 0
      : path === 'low'
        ? finance.demurrageLow
        : path === 'high'
          ? finance.demurrageHigh
          : (finance.demurrageLow + finance.demurrageHigh) / 2;
  return {
    contract: onPath(input.contract, path),
    premium: onPath(input.premium, path),
    seaFreight: onPath(input.seaFreight, path),
    loading: onPath(input.loading, path),
    landFreight: onPath(input.landFreight, path),
    destinationPremium: input.destinationPremium == null ? 0 : onPath(input.destinationPremium, path),
    demurrage,
  };
};

/** The newest rate any priced line converted at (the in-quota duty's only while it applies). */
const lastForexUpdate = (
  conversions: Conversions,
  choices: BlockChoices,
  financeOn: boolean,
): number | null => {
  const used = [
    conversions.contract,
    conversions.premium,
    conversions.seaFreight,
    conversions.duty,
    conversions.loading,
    conversions.landFreight,
    conversions.destinationPremium,
    ...(choices.dutyInQuotaApplied ? [conversions.inQuotaDuty] : []),
    ...(financeOn ? [conversions.finance] : []),
  ];
  return used.reduce<number | null>((latest, conversion) => laterOf(latest, conversion.timestamp), null);
};

/**
 * Prices one calculator (docs/pricing.md): the waterfall on the low, price and high inputs, the card's blocks and
 * subtotals with their provenance, and the parts panels and exports show apart (polarisation, destination premium,
 * Finance). Pure. Throws MissingFxRateError when a currency has no rate in `fx`.
 */
export const priceCalculator = (
  input: PricingInput,
  fx: FxTable,
  settings: PricingSettings = defaultPricingSettings,
): PricedCalculator => {
  const converter = new Converter(
    fx,
    input.currencyCode,
    input.contract.currencyCode,
    input.customForexRate ?? null,
  );
  const conversions = conversionsOf(input, converter);
  const choices = choicesOf(input);
  const rules = rulesOf(input, conversions, choices, settings);
  const waterfalls: Waterfalls = {
    low: waterfallOf(inputsOn(input, 'low'), rules),
    price: waterfallOf(inputsOn(input, 'price'), rules),
    high: waterfallOf(inputsOn(input, 'high'), rules),
  };
  const { subtotals, destinationPremium, polarisation, finance } = pricedPartsOf(
    input,
    conversions,
    waterfalls,
  );
  const { seaFreight } = input;
  const tons = input.tons > 0 && Number.isFinite(input.tons) ? input.tons : 0;
  const unitsPerTonne = input.contract.unit === 'centsPerPound' ? settings.centsPerPoundFactor : 1;
  return {
    currencyCode: input.currencyCode,
    contractCurrencyCode: input.contract.currencyCode,
    contractPrice: roundToCents(input.contract.price * unitsPerTonne),
    flatPrice: waterfalls.price.contract,
    blocks: costBlocksOf(input, fx, converter, conversions, choices, waterfalls),
    subtotals,
    price: waterfalls.price.ddp,
    lowPrice: waterfalls.low.ddp,
    highPrice: waterfalls.high.ddp,
    tons: input.tons,
    total: minorUnitsTimes(waterfalls.price.ddp, tons, rules.moneyDecimals),
    lowTotal: minorUnitsTimes(waterfalls.low.ddp, tons, rules.moneyDecimals),
    highTotal: minorUnitsTimes(waterfalls.high.ddp, tons, rules.moneyDecimals),
    // Per-tonne modes state what a 20-ft box of this cargo would cost, so the field keeps its meaning.
    seaFreightCost: roundTo(
      seaFreight.price *
        conversions.seaFreight.rate *
        (choices.freightPerTonne ? seaFreight.tonnesPerContainer : 1),
      rules.moneyDecimals,
    ),
    seaFreightPerTonPrice: waterfalls.price.seaFreight,
    tonsPerContainer: seaFreight.tonnesPerContainer,
    lastForexUpdated: lastForexUpdate(conversions, choices, finance !== null),
    destinationPremium,
    customForexApplied: converter.custom,
    dutyQuotaApplied: choices.dutyInQuotaApplied,
    // A DDP without a known duty is not duty-paid: only a duty the user typed (a custom cost or a quota) completes it.
    priceComplete:
      input.duty.known !== false ||
      (choices.duty.active && choices.duty.customCost !== null) ||
      choices.dutyInQuotaApplied,
    polarisation,
    finance,
    importTaxes: importTaxesPartOf(input.importTaxes ?? null, waterfalls, tons, rules.moneyDecimals),
  };
};
