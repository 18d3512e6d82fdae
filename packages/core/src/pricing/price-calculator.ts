import { fxQuote } from './convert-currency.ts';
import { costRowColors, costRowDisplayName } from './cost-block-types.ts';
import type { CostBlockType, SubtotalName } from './cost-block-types.ts';
import type { FxTable } from './fx-table.ts';
import type { BlockProvenance, CostBlock, PricedCalculator, Subtotal } from './priced-calculator.ts';
import type { BlockAdjustment, PricingInput, PricingSettings } from './pricing-input.ts';
import { roundTo, roundToCents } from './round-to-cents.ts';

export const defaultPricingSettings: PricingSettings = { centsPerPoundFactor: 22.046 };

/** Formulas as shown in each block's provenance; docs/pricing.md spells out the same ones. */
export const pricingFormulas = {
  contractPerTonne: 'contract per tonne = quoted price × FX',
  contractCentsPerPound: 'contract $/t = quoted c/lb × factor; × FX',
  premium: 'premium per tonne × FX',
  seaFreight: 'sea freight per tonne = cost per 20-ft container × FX / tonnes per container',
  insurance: 'insurance = CIF − CFR, CIF = CFR / (1 − 1.1 × rate)',
  duty: 'duty = ad valorem rate × CIF + specific per tonne × FX',
  loading: 'destination charges per tonne × FX',
  landFreight: 'land freight per tonne × FX',
  forex: 'units of calculator currency per unit of contract currency (not added to any subtotal)',
  custom: 'custom cost entered by the user, per tonne in the calculator currency',
  inactive: 'inactive: contributes 0',
  fob: 'FOB = contract + premium',
  cfr: 'CFR = FOB + sea freight',
  cif: 'CIF = CFR + insurance',
  ddp: 'DDP = CIF + duty + destination charges + land freight',
} as const;

const alwaysActive: BlockAdjustment = { active: true, customCost: null };

/** One leg of FX: the rate into the calculator currency and when it was published (NaN when no conversion). */
class Conversion {
  readonly rate: number;
  readonly timestamp: number | null;
  constructor(fx: FxTable, from: string, to: string) {
    if (from === to) {
      this.rate = 1;
      this.timestamp = null;
      return;
    }
    const source = fxQuote(fx, from);
    const target = fxQuote(fx, to);
    this.rate = target.unitsPerUsd / source.unitsPerUsd;
    this.timestamp = Math.max(source.timestamp, target.timestamp);
  }
}

const effective = (adjustment: BlockAdjustment, defaultValue: number): number => {
  if (!adjustment.active) return 0;
  return adjustment.customCost ?? defaultValue;
};

const formulaFor = (choice: BlockAdjustment, defaultFormula: string): string => {
  if (!choice.active) return pricingFormulas.inactive;
  return choice.customCost === null ? defaultFormula : pricingFormulas.custom;
};

const costBlock = (
  type: CostBlockType,
  displayName: string,
  choice: BlockAdjustment,
  values: Float64Array,
  slot: number,
  basePrice: number,
  provenance: BlockProvenance,
): CostBlock => ({
  name: type,
  type,
  displayName,
  color: costRowColors[type],
  price: roundToCents(values[slot + mid] ?? 0),
  basePrice: roundToCents(basePrice),
  defaultPrice: roundToCents(values[slot + defaultOffset] ?? 0),
  lowPrice: roundToCents(values[slot + low] ?? 0),
  highPrice: roundToCents(values[slot + high] ?? 0),
  active: choice.active,
  custom: choice.customCost !== null,
  includedInSum: true,
  provenance,
});

const subtotalRow = (name: SubtotalName, displayName: string, values: Float64Array, slot: number, formula: string): Subtotal => ({
  name,
  displayName,
  color: costRowColors[name],
  price: roundToCents(values[slot + mid] ?? 0),
  lowPrice: roundToCents(values[slot + low] ?? 0),
  highPrice: roundToCents(values[slot + high] ?? 0),
  formula,
});

// Each waterfall line keeps four numbers side by side: low, price, high, and the block's default on the price path.
const low = 0;
const mid = 1;
const high = 2;
const defaultOffset = 3;
const lineWidth = 4;
const line = {
  contract: 0,
  premium: 1,
  fob: 2,
  seaFreight: 3,
  cfr: 4,
  insurance: 5,
  cif: 6,
  duty: 7,
  loading: 8,
  landFreight: 9,
  ddp: 10,
} as const;
const lineCount = 11;

// Reused between calls: the engine is synchronous and every value is copied out (rounded) before it returns.
const scratch = new Float64Array(lineCount * lineWidth);

const provenanceOf = (
  source: string,
  period: string | null,
  timestamp: number | null,
  currencyCode: string,
  conversion: Conversion,
  formula: string,
): BlockProvenance => ({ source, period, timestamp, currencyCode, fxRate: conversion.rate, fxTimestamp: conversion.timestamp, formula });

/**
 * Prices one calculator: Contract + Premium = FOB; + Sea freight = CFR; + Insurance = CIF; + Duty + Destination
 * charges + Land freight = DDP, for the price, low and high inputs alike. Pure and allocation-light: no parsing,
 * one object per block. Throws MissingFxRateError when a currency has no rate in `fx`.
 */
export const priceCalculator = (input: PricingInput, fx: FxTable, settings: PricingSettings = defaultPricingSettings): PricedCalculator => {
  const target = input.currencyCode;
  const { contract, premium, seaFreight, loading, landFreight, duty, insurance, adjustments, contractId } = input;
  const contractToTarget = new Conversion(fx, contract.currencyCode, target);
  const premiumToTarget = new Conversion(fx, premium.currencyCode, target);
  const freightToTarget = new Conversion(fx, seaFreight.currencyCode, target);
  const dutyToTarget = new Conversion(fx, duty.currencyCode, target);
  const loadingToTarget = new Conversion(fx, loading.currencyCode, target);
  const landToTarget = new Conversion(fx, landFreight.currencyCode, target);

  const premiumChoice = adjustments.Premium ?? alwaysActive;
  const freightChoice = adjustments.SeaFreight ?? alwaysActive;
  const insuranceChoice = adjustments.Insurance ?? alwaysActive;
  const dutyChoice = adjustments.Duty ?? alwaysActive;
  const loadingChoice = adjustments.Loading ?? alwaysActive;
  const landChoice = adjustments.LandFreight ?? alwaysActive;

  const unitFactor = contract.unit === 'centsPerPound' ? settings.centsPerPoundFactor : 1;
  const tonnesPerContainer = seaFreight.tonnesPerContainer;
  const insuranceGrossUp = 1 / (1 - 1.1 * insurance.rate) - 1;
  const specificDuty = duty.specificPerTonne * dutyToTarget.rate;
  const contractRate = unitFactor * contractToTarget.rate;
  const freightRate = tonnesPerContainer > 0 ? freightToTarget.rate / tonnesPerContainer : 0;

  // Read each input field once, at a site that only ever sees that one kind of object (keeps property access monomorphic).
  const contractPath = [contract.lowPrice, contract.price, contract.highPrice] as const;
  const premiumPath = [premium.lowPrice, premium.price, premium.highPrice] as const;
  const freightPath = [seaFreight.lowPrice, seaFreight.price, seaFreight.highPrice] as const;
  const loadingPath = [loading.lowPrice, loading.price, loading.highPrice] as const;
  const landPath = [landFreight.lowPrice, landFreight.price, landFreight.highPrice] as const;
  const adValoremRate = duty.adValoremRate;

  const values = scratch;
  for (let path = low; path <= high; path += 1) {
    const contractValue = (contractPath[path] ?? 0) * contractRate;
    const premiumDefault = (premiumPath[path] ?? 0) * premiumToTarget.rate;
    const premiumValue = effective(premiumChoice, premiumDefault);
    const fob = contractValue + premiumValue;
    const seaFreightDefault = (freightPath[path] ?? 0) * freightRate;
    const seaFreightValue = effective(freightChoice, seaFreightDefault);
    const cfr = fob + seaFreightValue;
    const insuranceDefault = cfr * insuranceGrossUp;
    const insuranceValue = effective(insuranceChoice, insuranceDefault);
    const cif = cfr + insuranceValue;
    const dutyDefault = adValoremRate * cif + specificDuty;
    const dutyValue = effective(dutyChoice, dutyDefault);
    const loadingDefault = (loadingPath[path] ?? 0) * loadingToTarget.rate;
    const loadingValue = effective(loadingChoice, loadingDefault);
    const landDefault = (landPath[path] ?? 0) * landToTarget.rate;
    const landValue = effective(landChoice, landDefault);

    values[line.contract * lineWidth + path] = contractValue;
    values[line.premium * lineWidth + path] = premiumValue;
    values[line.fob * lineWidth + path] = fob;
    values[line.seaFreight * lineWidth + path] = seaFreightValue;
    values[line.cfr * lineWidth + path] = cfr;
    values[line.insurance * lineWidth + path] = insuranceValue;
    values[line.cif * lineWidth + path] = cif;
    values[line.duty * lineWidth + path] = dutyValue;
    values[line.loading * lineWidth + path] = loadingValue;
    values[line.landFreight * lineWidth + path] = landValue;
    values[line.ddp * lineWidth + path] = cif + dutyValue + loadingValue + landValue;
    if (path === mid) {
      values[line.contract * lineWidth + defaultOffset] = contractValue;
      values[line.premium * lineWidth + defaultOffset] = premiumDefault;
      values[line.seaFreight * lineWidth + defaultOffset] = seaFreightDefault;
      values[line.insurance * lineWidth + defaultOffset] = insuranceDefault;
      values[line.duty * lineWidth + defaultOffset] = dutyDefault;
      values[line.loading * lineWidth + defaultOffset] = loadingDefault;
      values[line.landFreight * lineWidth + defaultOffset] = landDefault;
    }
  }

  const cashMarket = contractId === 'CashMarketPrice';
  const forexRate = roundTo(contractToTarget.rate, 6);
  const blocks: CostBlock[] = [
    costBlock(
      'Contract',
      cashMarket ? costRowDisplayName('Contract', contractId) : 'Contract',
      alwaysActive,
      values,
      line.contract * lineWidth,
      contract.price,
      provenanceOf(contract.source, contract.period, contract.timestamp, contract.currencyCode, contractToTarget, contract.unit === 'centsPerPound' ? pricingFormulas.contractCentsPerPound : pricingFormulas.contractPerTonne),
    ),
    costBlock('Premium', 'Premium', premiumChoice, values, line.premium * lineWidth, premium.price, provenanceOf(premium.source, premium.period, premium.timestamp, premium.currencyCode, premiumToTarget, formulaFor(premiumChoice, pricingFormulas.premium))),
    costBlock(
      'SeaFreight',
      cashMarket ? costRowDisplayName('SeaFreight', contractId) : 'Sea Freight',
      freightChoice,
      values,
      line.seaFreight * lineWidth,
      tonnesPerContainer > 0 ? seaFreight.price / tonnesPerContainer : 0,
      provenanceOf(seaFreight.source, seaFreight.period, seaFreight.timestamp, seaFreight.currencyCode, freightToTarget, formulaFor(freightChoice, pricingFormulas.seaFreight)),
    ),
    costBlock(
      'Insurance',
      'Insurance',
      insuranceChoice,
      values,
      line.insurance * lineWidth,
      values[line.insurance * lineWidth + defaultOffset] ?? 0,
      provenanceOf(insurance.source, insurance.period, insurance.timestamp, target, new Conversion(fx, target, target), formulaFor(insuranceChoice, pricingFormulas.insurance)),
    ),
    costBlock(
      'Duty',
      'Duty',
      dutyChoice,
      values,
      line.duty * lineWidth,
      values[line.duty * lineWidth + defaultOffset] ?? 0,
      provenanceOf(duty.source, duty.period, duty.timestamp, target, dutyToTarget, formulaFor(dutyChoice, pricingFormulas.duty)),
    ),
    costBlock('Loading', 'DEST. CHARGES', loadingChoice, values, line.loading * lineWidth, loading.price, provenanceOf(loading.source, loading.period, loading.timestamp, loading.currencyCode, loadingToTarget, formulaFor(loadingChoice, pricingFormulas.loading))),
    costBlock(
      'LandFreight',
      'LOCAL FREIGHT',
      landChoice,
      values,
      line.landFreight * lineWidth,
      landFreight.price,
      provenanceOf(landFreight.source, landFreight.period, landFreight.timestamp, landFreight.currencyCode, landToTarget, formulaFor(landChoice, pricingFormulas.landFreight)),
    ),
    {
      name: 'Forex',
      type: 'Forex',
      displayName: 'Forex',
      color: costRowColors.Forex,
      price: forexRate,
      basePrice: 1,
      defaultPrice: forexRate,
      lowPrice: forexRate,
      highPrice: forexRate,
      active: true,
      custom: false,
      includedInSum: false,
      provenance: {
        source: fx.source,
        period: null,
        timestamp: contractToTarget.timestamp,
        currencyCode: contract.currencyCode,
        fxRate: contractToTarget.rate,
        fxTimestamp: contractToTarget.timestamp,
        formula: pricingFormulas.forex,
      },
    },
  ];

  let lastForexUpdated: number | null = null;
  for (const conversion of [contractToTarget, premiumToTarget, freightToTarget, dutyToTarget, loadingToTarget, landToTarget]) {
    if (conversion.timestamp !== null && (lastForexUpdated === null || conversion.timestamp > lastForexUpdated)) lastForexUpdated = conversion.timestamp;
  }

  const tons = input.tons > 0 && Number.isFinite(input.tons) ? input.tons : 0;
  const ddp = line.ddp * lineWidth;
  const ddpLow = values[ddp + low] ?? 0;
  const ddpMid = values[ddp + mid] ?? 0;
  const ddpHigh = values[ddp + high] ?? 0;
  return {
    currencyCode: target,
    contractCurrencyCode: contract.currencyCode,
    contractPrice: roundToCents(contract.price * unitFactor),
    flatPrice: roundToCents(values[line.contract * lineWidth + mid] ?? 0),
    blocks,
    subtotals: [
      subtotalRow('FOB', 'FOB', values, line.fob * lineWidth, pricingFormulas.fob),
      subtotalRow('CFR', 'CFR', values, line.cfr * lineWidth, pricingFormulas.cfr),
      subtotalRow('CIF', 'CIF', values, line.cif * lineWidth, pricingFormulas.cif),
      subtotalRow('DDP', 'DDP', values, ddp, pricingFormulas.ddp),
    ],
    price: roundToCents(ddpMid),
    lowPrice: roundToCents(ddpLow),
    highPrice: roundToCents(ddpHigh),
    tons: input.tons,
    total: roundToCents(ddpMid * tons),
    lowTotal: roundToCents(ddpLow * tons),
    highTotal: roundToCents(ddpHigh * tons),
    seaFreightCost: roundToCents(seaFreight.price * freightToTarget.rate),
    seaFreightPerTonPrice: roundToCents(values[line.seaFreight * lineWidth + mid] ?? 0),
    tonsPerContainer: tonnesPerContainer,
    lastForexUpdated,
  };
};
