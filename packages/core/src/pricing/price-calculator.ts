import { fxQuote } from './convert-currency.ts';
import { costRowColors, costRowDisplayName } from './cost-block-types.ts';
import type { CostBlockType, SubtotalName } from './cost-block-types.ts';
import type { FxTable } from './fx-table.ts';
import type {
  BlockProvenance,
  CostBlock,
  DestinationPremiumPart,
  FinancePart,
  FxSource,
  PolarisationPart,
  PricedCalculator,
  Subtotal,
} from './priced-calculator.ts';
import type { AmountInput, BlockAdjustment, PricingInput, PricingSettings } from './pricing-input.ts';
import { centsTimes, roundTo, roundToCents } from './round-to-cents.ts';

export const defaultPricingSettings: PricingSettings = { centsPerPoundFactor: 22.046 };

/** Formulas as shown in each block's provenance; docs/pricing.md spells out the same ones. */
export const pricingFormulas = {
  contractPerTonne: 'contract per tonne = quoted price × FX',
  contractCentsPerPound: 'contract $/t = quoted c/lb × factor; × FX',
  premium: 'premium per tonne × FX',
  seaFreight: 'sea freight per tonne = cost per 20-ft container × FX / tonnes per container',
  bulkFreight: 'sea freight per tonne of a bulk cargo × FX',
  inlandFreight: 'inland freight per tonne × FX',
  insurance: 'insurance = CIF − CFR, CIF = CFR / (1 − 1.1 × rate)',
  duty: 'duty = ad valorem rate × CIF + specific per tonne × FX',
  dutyYield:
    'duty = ad valorem rate × CIF + specific per tonne × yield factor × FX, yield factor = (2 × pol − 100) / 92',
  polarisation: 'polarisation premium = contract per tonne at 96° × rate; Contract = that + premium',
  loading: 'destination charges per tonne × FX',
  landFreight: 'land freight per tonne × FX',
  forex: 'units of calculator currency per unit of contract currency (not added to any subtotal)',
  customForex:
    'custom rate entered by the user: units of calculator currency per unit of contract currency (not added to any subtotal)',
  custom: 'custom cost entered by the user, per tonne in the calculator currency',
  quota: 'in-quota duty entered by the user, per tonne × FX (replaces the duty rule)',
  loadingWithPremium: '(destination charges + destination premium) per tonne × FX',
  inactive: 'inactive: contributes 0',
  fob: 'FOB = contract + premium',
  cfr: 'CFR = FOB + sea freight',
  cif: 'CIF = CFR + insurance',
  ddp: 'DDP = CIF + duty + destination charges + land freight',
  ddpWithFinance: 'DDP = CIF + duty + destination charges + land freight + finance',
  finance:
    'finance = CIF × cost of money × (transit + payment days) / 365 + CIF × (LC issuance + confirmation) + expected demurrage',
} as const;

const alwaysActive: BlockAdjustment = { active: true, customCost: null };

/** One leg of FX into the calculator currency: its rate, when it was published, and whose rate it is. */
class Conversion {
  constructor(
    readonly rate: number,
    readonly timestamp: number | null,
    readonly source: FxSource,
  ) {}
}

const noConversion = new Conversion(1, null, 'none');

const publishedConversion = (fx: FxTable, from: string, to: string): Conversion => {
  if (from === to) return noConversion;
  const source = fxQuote(fx, from);
  const target = fxQuote(fx, to);
  return new Conversion(
    target.unitsPerUsd / source.unitsPerUsd,
    Math.max(source.timestamp, target.timestamp),
    'published',
  );
};

/**
 * Conversions into the calculator currency. With the user's fixed rate r (customForex), the contract currency converts
 * at r, and any other currency is crossed through the contract currency: published(from→target) × r / published(
 * contract→target), i.e. published(from→contract) × r. Written as a factor so that r = the published rate gives
 * exactly the published conversions (factor 1).
 */
const converterInto = (fx: FxTable, target: string, contractCurrency: string, customRate: number | null) => {
  const publishedContract = publishedConversion(fx, contractCurrency, target);
  if (customRate === null || contractCurrency === target) {
    return {
      custom: false,
      publishedContract,
      convert: (from: string) =>
        from === contractCurrency ? publishedContract : publishedConversion(fx, from, target),
    };
  }
  const factor = customRate / publishedContract.rate;
  const contractTimestamp = fxQuote(fx, contractCurrency).timestamp;
  const contractLeg = new Conversion(customRate, null, 'custom');
  return {
    custom: true,
    publishedContract,
    convert: (from: string): Conversion => {
      if (from === target) return noConversion;
      if (from === contractCurrency) return contractLeg;
      const published = publishedConversion(fx, from, target);
      return new Conversion(
        published.rate * factor,
        Math.max(fxQuote(fx, from).timestamp, contractTimestamp),
        'custom',
      );
    },
  };
};

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
  custom: boolean = choice.customCost !== null,
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
  custom,
  includedInSum: true,
  provenance,
});

const subtotalRow = (
  name: SubtotalName,
  displayName: string,
  values: Float64Array,
  slot: number,
  formula: string,
): Subtotal => ({
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
  /** Not a waterfall row: the destination premium's share of Loading. */
  destinationPremium: 11,
  /** Not a waterfall row: the polarisation premium's share of Contract. */
  polarisation: 12,
  /** After CIF, added to DDP while switched on; its parts on the price path are kept apart. */
  finance: 13,
  carry: 14,
  letterOfCredit: 15,
  demurrage: 16,
} as const;
const lineCount = 17;

// Reused between calls: the engine is synchronous and every value is copied out (rounded) before it returns.
const scratch = new Float64Array(lineCount * lineWidth);

const provenanceOf = (
  source: string,
  period: string | null,
  timestamp: number | null,
  currencyCode: string,
  conversion: Conversion,
  formula: string,
): BlockProvenance => ({
  source,
  period,
  timestamp,
  currencyCode,
  fxRate: conversion.rate,
  fxTimestamp: conversion.timestamp,
  fxSource: conversion.source,
  formula,
});

const laterOf = (a: number | null, b: number | null): number | null =>
  a === null ? b : b === null ? a : Math.max(a, b);

const noPremium: AmountInput = {
  price: 0,
  lowPrice: 0,
  highPrice: 0,
  currencyCode: '',
  source: '',
  period: null,
  timestamp: null,
};

/**
 * Prices one calculator: Contract + Premium = FOB; + Sea freight = CFR; + Insurance = CIF; + Duty + Destination
 * charges (with the destination premium) + Land freight = DDP, for the price, low and high inputs alike. Pure and
 * allocation-light: no parsing, one object per block. Throws MissingFxRateError when a currency has no rate in `fx`.
 */
export const priceCalculator = (
  input: PricingInput,
  fx: FxTable,
  settings: PricingSettings = defaultPricingSettings,
): PricedCalculator => {
  const target = input.currencyCode;
  const { contract, premium, seaFreight, loading, landFreight, duty, insurance, adjustments, contractId } =
    input;
  const destinationPremium = input.destinationPremium ?? null;
  const quota = input.dutyQuota ?? null;
  const converter = converterInto(fx, target, contract.currencyCode, input.customForexRate ?? null);
  const contractToTarget = converter.convert(contract.currencyCode);
  const premiumToTarget = converter.convert(premium.currencyCode);
  const freightToTarget = converter.convert(seaFreight.currencyCode);
  const dutyToTarget = converter.convert(duty.currencyCode);
  const loadingToTarget = converter.convert(loading.currencyCode);
  const landToTarget = converter.convert(landFreight.currencyCode);
  const destinationPremiumToTarget =
    destinationPremium === null ? noConversion : converter.convert(destinationPremium.currencyCode);
  const quotaToTarget = quota === null ? noConversion : converter.convert(quota.currencyCode);

  const premiumChoice = adjustments.Premium ?? alwaysActive;
  const freightChoice = adjustments.SeaFreight ?? alwaysActive;
  const insuranceChoice = adjustments.Insurance ?? alwaysActive;
  const dutyChoice = adjustments.Duty ?? alwaysActive;
  const loadingChoice = adjustments.Loading ?? alwaysActive;
  const landChoice = adjustments.LandFreight ?? alwaysActive;

  const unitFactor = contract.unit === 'centsPerPound' ? settings.centsPerPoundFactor : 1;
  const tonnesPerContainer = seaFreight.tonnesPerContainer;
  const insuranceGrossUp = 1 / (1 - 1.1 * insurance.rate) - 1;
  const yieldFactor = duty.yieldFactor ?? 1;
  const specificDuty = duty.specificPerTonne * yieldFactor * dutyToTarget.rate;
  const polarisation = input.polarisation ?? null;
  const polarisationRate = polarisation === null ? 0 : polarisation.rate;
  const finance = input.finance ?? null;
  const financeToTarget = finance === null ? noConversion : converter.convert(finance.currencyCode);
  const carryShare = finance === null ? 0 : (finance.carryRatePerYear * finance.carryDays) / 365;
  const lcRate = finance === null ? 0 : finance.lcRate;
  const demurragePath =
    finance === null
      ? ([0, 0, 0] as const)
      : ([
          finance.demurrageLow,
          (finance.demurrageLow + finance.demurrageHigh) / 2,
          finance.demurrageHigh,
        ] as const);
  // The in-quota duty replaces the rule (both parts) unless the user typed a custom Duty cost, which wins.
  const quotaDuty = quota === null ? null : quota.perTonne * quotaToTarget.rate;
  const dutyQuotaApplied = quotaDuty !== null && dutyChoice.active && dutyChoice.customCost === null;
  const contractRate = unitFactor * contractToTarget.rate;
  const freightMode = seaFreight.mode ?? 'container';
  const perTonneFreight = freightMode !== 'container';
  const freightRate = perTonneFreight
    ? freightToTarget.rate
    : tonnesPerContainer > 0
      ? freightToTarget.rate / tonnesPerContainer
      : 0;
  const freightFormula =
    seaFreight.formula ??
    (freightMode === 'bulk'
      ? pricingFormulas.bulkFreight
      : freightMode === 'inland'
        ? pricingFormulas.inlandFreight
        : pricingFormulas.seaFreight);
  // The destination premium is part of Loading: counted while Loading is active and not replaced by a custom cost.
  const destinationPremiumCounts = loadingChoice.active && loadingChoice.customCost === null;

  // Read each input field once, at a site that only ever sees that one kind of object (keeps property access monomorphic).
  const contractPath = [contract.lowPrice, contract.price, contract.highPrice] as const;
  const premiumPath = [premium.lowPrice, premium.price, premium.highPrice] as const;
  const freightPath = [seaFreight.lowPrice, seaFreight.price, seaFreight.highPrice] as const;
  const loadingPath = [loading.lowPrice, loading.price, loading.highPrice] as const;
  const landPath = [landFreight.lowPrice, landFreight.price, landFreight.highPrice] as const;
  const premiumAtDestination = destinationPremium ?? noPremium;
  const destinationPremiumPath = [
    premiumAtDestination.lowPrice,
    premiumAtDestination.price,
    premiumAtDestination.highPrice,
  ] as const;
  const adValoremRate = duty.adValoremRate;

  // Invoice rounding (docs/pricing.md 'Rounding'): each block is rounded to the cent where it is computed, and every
  // later line works on the rounded figures, so the shown blocks add up to the shown subtotals and DDP, insurance and
  // ad valorem duty apply to the shown CFR and CIF, and a pocket calculator agrees with every line.
  const values = scratch;
  for (let path = low; path <= high; path += 1) {
    const basisValue = roundToCents((contractPath[path] ?? 0) * contractRate);
    const polarisationValue = roundToCents(basisValue * polarisationRate);
    const contractValue = roundToCents(basisValue + polarisationValue);
    const premiumDefault = roundToCents((premiumPath[path] ?? 0) * premiumToTarget.rate);
    const premiumValue = roundToCents(effective(premiumChoice, premiumDefault));
    const fob = roundToCents(contractValue + premiumValue);
    const seaFreightDefault = roundToCents((freightPath[path] ?? 0) * freightRate);
    const seaFreightValue = roundToCents(effective(freightChoice, seaFreightDefault));
    const cfr = roundToCents(fob + seaFreightValue);
    const insuranceDefault = roundToCents(cfr * insuranceGrossUp);
    const insuranceValue = roundToCents(effective(insuranceChoice, insuranceDefault));
    const cif = roundToCents(cfr + insuranceValue);
    const dutyDefault = roundToCents(adValoremRate * cif + specificDuty);
    const dutyValue = roundToCents(
      effective(dutyChoice, dutyQuotaApplied ? roundToCents(quotaDuty ?? 0) : dutyDefault),
    );
    const destinationPremiumDefault = roundToCents(
      (destinationPremiumPath[path] ?? 0) * destinationPremiumToTarget.rate,
    );
    const loadingDefault = roundToCents(
      (loadingPath[path] ?? 0) * loadingToTarget.rate + destinationPremiumDefault,
    );
    const loadingValue = roundToCents(effective(loadingChoice, loadingDefault));
    const landDefault = roundToCents((landPath[path] ?? 0) * landToTarget.rate);
    const landValue = roundToCents(effective(landChoice, landDefault));

    values[line.contract * lineWidth + path] = contractValue;
    values[line.polarisation * lineWidth + path] = polarisationValue;
    values[line.premium * lineWidth + path] = premiumValue;
    values[line.fob * lineWidth + path] = fob;
    values[line.seaFreight * lineWidth + path] = seaFreightValue;
    values[line.cfr * lineWidth + path] = cfr;
    values[line.insurance * lineWidth + path] = insuranceValue;
    values[line.cif * lineWidth + path] = cif;
    values[line.duty * lineWidth + path] = dutyValue;
    values[line.loading * lineWidth + path] = loadingValue;
    values[line.landFreight * lineWidth + path] = landValue;
    const carry = roundToCents(cif * carryShare);
    const letterOfCredit = roundToCents(cif * lcRate);
    const demurrage = roundToCents((demurragePath[path] ?? 0) * financeToTarget.rate);
    const financeValue = roundToCents(carry + letterOfCredit + demurrage);
    values[line.finance * lineWidth + path] = financeValue;
    values[line.carry * lineWidth + path] = carry;
    values[line.letterOfCredit * lineWidth + path] = letterOfCredit;
    values[line.demurrage * lineWidth + path] = demurrage;
    values[line.ddp * lineWidth + path] = roundToCents(
      cif + dutyValue + loadingValue + landValue + financeValue,
    );
    values[line.destinationPremium * lineWidth + path] = destinationPremiumCounts
      ? destinationPremiumDefault
      : 0;
    if (path === mid) {
      values[line.contract * lineWidth + defaultOffset] = contractValue;
      values[line.premium * lineWidth + defaultOffset] = premiumDefault;
      values[line.seaFreight * lineWidth + defaultOffset] = seaFreightDefault;
      values[line.insurance * lineWidth + defaultOffset] = insuranceDefault;
      values[line.duty * lineWidth + defaultOffset] = dutyDefault;
      values[line.loading * lineWidth + defaultOffset] = loadingDefault;
      values[line.landFreight * lineWidth + defaultOffset] = landDefault;
      values[line.destinationPremium * lineWidth + defaultOffset] = destinationPremiumDefault;
    }
  }

  const cashMarket = contractId === 'CashMarketPrice';
  const publishedForex = roundTo(converter.publishedContract.rate, 6);
  const forexRate = roundTo(contractToTarget.rate, 6);

  // Loading's amount before FX is in the charges' currency; a premium in another currency is expressed in it.
  const loadingBase =
    destinationPremium === null
      ? loading.price
      : loading.price +
        (destinationPremium.currencyCode === loading.currencyCode
          ? destinationPremium.price
          : (destinationPremium.price * destinationPremiumToTarget.rate) / loadingToTarget.rate);
  const loadingConversion =
    destinationPremium === null || destinationPremiumToTarget === loadingToTarget
      ? loadingToTarget
      : new Conversion(
          loadingToTarget.rate,
          laterOf(loadingToTarget.timestamp, destinationPremiumToTarget.timestamp),
          loadingToTarget.source === 'custom' || destinationPremiumToTarget.source === 'custom'
            ? 'custom'
            : loadingToTarget.source === 'none'
              ? destinationPremiumToTarget.source
              : loadingToTarget.source,
        );
  const loadingSource =
    destinationPremium === null
      ? loading.source
      : `${loading.source} + destination premium (${destinationPremium.source})`;
  const loadingFormula =
    destinationPremium === null ? pricingFormulas.loading : pricingFormulas.loadingWithPremium;

  const dutyFormula = !dutyChoice.active
    ? pricingFormulas.inactive
    : dutyChoice.customCost !== null
      ? pricingFormulas.custom
      : dutyQuotaApplied
        ? pricingFormulas.quota
        : yieldFactor !== 1
          ? pricingFormulas.dutyYield
          : pricingFormulas.duty;
  const dutyProvenance = dutyQuotaApplied
    ? provenanceOf(
        `in-quota duty entered by the user: ${quota?.perTonne ?? 0} ${quota?.currencyCode ?? ''}/t (rule: ${duty.source})`,
        duty.period,
        duty.timestamp,
        target,
        quotaToTarget,
        dutyFormula,
      )
    : provenanceOf(duty.source, duty.period, duty.timestamp, target, dutyToTarget, dutyFormula);

  const blocks: CostBlock[] = [
    costBlock(
      'Contract',
      cashMarket ? costRowDisplayName('Contract', contractId) : 'Contract',
      alwaysActive,
      values,
      line.contract * lineWidth,
      contract.price,
      provenanceOf(
        contract.source,
        contract.period,
        contract.timestamp,
        contract.currencyCode,
        contractToTarget,
        `${
          contract.unit === 'centsPerPound'
            ? pricingFormulas.contractCentsPerPound
            : pricingFormulas.contractPerTonne
        }${polarisation === null ? '' : `; ${pricingFormulas.polarisation}`}`,
      ),
    ),
    costBlock(
      'Premium',
      'Premium',
      premiumChoice,
      values,
      line.premium * lineWidth,
      premium.price,
      provenanceOf(
        premium.source,
        premium.period,
        premium.timestamp,
        premium.currencyCode,
        premiumToTarget,
        formulaFor(premiumChoice, pricingFormulas.premium),
      ),
    ),
    costBlock(
      'SeaFreight',
      cashMarket ? costRowDisplayName('SeaFreight', contractId) : 'Sea Freight',
      freightChoice,
      values,
      line.seaFreight * lineWidth,
      perTonneFreight ? seaFreight.price : tonnesPerContainer > 0 ? seaFreight.price / tonnesPerContainer : 0,
      provenanceOf(
        seaFreight.source,
        seaFreight.period,
        seaFreight.timestamp,
        seaFreight.currencyCode,
        freightToTarget,
        formulaFor(freightChoice, freightFormula),
      ),
    ),
    costBlock(
      'Insurance',
      'Insurance',
      insuranceChoice,
      values,
      line.insurance * lineWidth,
      values[line.insurance * lineWidth + defaultOffset] ?? 0,
      provenanceOf(
        insurance.source,
        insurance.period,
        insurance.timestamp,
        target,
        noConversion,
        formulaFor(insuranceChoice, pricingFormulas.insurance),
      ),
    ),
    costBlock(
      'Duty',
      'Duty',
      dutyChoice,
      values,
      line.duty * lineWidth,
      values[line.duty * lineWidth + defaultOffset] ?? 0,
      dutyProvenance,
      dutyChoice.customCost !== null || quotaDuty !== null,
    ),
    costBlock(
      'Loading',
      'DEST. CHARGES',
      loadingChoice,
      values,
      line.loading * lineWidth,
      loadingBase,
      provenanceOf(
        loadingSource,
        loading.period,
        loading.timestamp,
        loading.currencyCode,
        loadingConversion,
        formulaFor(loadingChoice, loadingFormula),
      ),
    ),
    costBlock(
      'LandFreight',
      'LOCAL FREIGHT',
      landChoice,
      values,
      line.landFreight * lineWidth,
      landFreight.price,
      provenanceOf(
        landFreight.source,
        landFreight.period,
        landFreight.timestamp,
        landFreight.currencyCode,
        landToTarget,
        formulaFor(landChoice, pricingFormulas.landFreight),
      ),
    ),
    {
      name: 'Forex',
      type: 'Forex',
      displayName: 'Forex',
      color: costRowColors.Forex,
      price: forexRate,
      basePrice: 1,
      defaultPrice: publishedForex,
      lowPrice: forexRate,
      highPrice: forexRate,
      active: true,
      custom: converter.custom,
      includedInSum: false,
      provenance: {
        source: converter.custom ? 'custom rate entered by the user' : fx.source,
        period: null,
        timestamp: contractToTarget.timestamp,
        currencyCode: contract.currencyCode,
        fxRate: contractToTarget.rate,
        fxTimestamp: contractToTarget.timestamp,
        fxSource: contractToTarget.source,
        formula: converter.custom ? pricingFormulas.customForex : pricingFormulas.forex,
      },
    },
  ];

  let lastForexUpdated: number | null = null;
  const used = [
    contractToTarget,
    premiumToTarget,
    freightToTarget,
    dutyToTarget,
    loadingToTarget,
    landToTarget,
    destinationPremiumToTarget,
  ];
  if (dutyQuotaApplied) used.push(quotaToTarget);
  if (finance !== null) used.push(financeToTarget);
  for (const conversion of used) {
    if (
      conversion.timestamp !== null &&
      (lastForexUpdated === null || conversion.timestamp > lastForexUpdated)
    )
      lastForexUpdated = conversion.timestamp;
  }

  const premiumSlot = line.destinationPremium * lineWidth;
  const destinationPremiumPart: DestinationPremiumPart | null =
    destinationPremium === null
      ? null
      : {
          price: roundToCents(values[premiumSlot + mid] ?? 0),
          lowPrice: roundToCents(values[premiumSlot + low] ?? 0),
          highPrice: roundToCents(values[premiumSlot + high] ?? 0),
          defaultPrice: roundToCents(values[premiumSlot + defaultOffset] ?? 0),
          basePrice: roundToCents(destinationPremium.price),
          currencyCode: destinationPremium.currencyCode,
          fxRate: destinationPremiumToTarget.rate,
          fxSource: destinationPremiumToTarget.source,
          source: destinationPremium.source,
        };

  const polarisationSlot = line.polarisation * lineWidth;
  const polarisationPart: PolarisationPart | null =
    polarisation === null
      ? null
      : {
          price: roundToCents(values[polarisationSlot + mid] ?? 0),
          lowPrice: roundToCents(values[polarisationSlot + low] ?? 0),
          highPrice: roundToCents(values[polarisationSlot + high] ?? 0),
          rate: polarisation.rate,
          degrees: polarisation.degrees,
          gradeName: polarisation.gradeName,
          method: polarisation.method,
          source: polarisation.source,
          timestamp: polarisation.timestamp,
          formula: pricingFormulas.polarisation,
        };

  const financeSlot = (name: 'finance' | 'carry' | 'letterOfCredit' | 'demurrage', path: number) =>
    roundToCents(values[line[name] * lineWidth + path] ?? 0);
  const financePart: FinancePart | null =
    finance === null
      ? null
      : {
          price: financeSlot('finance', mid),
          lowPrice: financeSlot('finance', low),
          highPrice: financeSlot('finance', high),
          carry: financeSlot('carry', mid),
          letterOfCredit: financeSlot('letterOfCredit', mid),
          demurrage: financeSlot('demurrage', mid),
          demurrageLow: financeSlot('demurrage', low),
          demurrageHigh: financeSlot('demurrage', high),
          carryRatePerYear: finance.carryRatePerYear,
          carryDays: finance.carryDays,
          lcRate: finance.lcRate,
          source: finance.source,
          formula: pricingFormulas.finance,
        };

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
      subtotalRow(
        'DDP',
        'DDP',
        values,
        ddp,
        finance === null ? pricingFormulas.ddp : pricingFormulas.ddpWithFinance,
      ),
    ],
    price: roundToCents(ddpMid),
    lowPrice: roundToCents(ddpLow),
    highPrice: roundToCents(ddpHigh),
    tons: input.tons,
    total: centsTimes(ddpMid, tons),
    lowTotal: centsTimes(ddpLow, tons),
    highTotal: centsTimes(ddpHigh, tons),
    // Per-tonne modes state what a 20-ft box of this cargo would cost, so the field keeps its meaning.
    seaFreightCost: roundToCents(
      seaFreight.price * freightToTarget.rate * (perTonneFreight ? tonnesPerContainer : 1),
    ),
    seaFreightPerTonPrice: roundToCents(values[line.seaFreight * lineWidth + mid] ?? 0),
    tonsPerContainer: tonnesPerContainer,
    lastForexUpdated,
    destinationPremium: destinationPremiumPart,
    customForexApplied: converter.custom,
    dutyQuotaApplied,
    polarisation: polarisationPart,
    finance: financePart,
  };
};
