import { costRowColors, costRowDisplayName } from './cost-block-types.ts';
import type { CostBlockType, SubtotalName } from './cost-block-types.ts';
import type { FxTable } from './fx-table.ts';
import type {
  BlockProvenance,
  CostBlock,
  DestinationPremiumPart,
  FinancePart,
  PolarisationPart,
  PricedCalculator,
  Subtotal,
} from './priced-calculator.ts';
import type { AmountInput, BlockAdjustment, PricingInput, PricingSettings } from './pricing-input.ts';
import { Conversion, Converter, noConversion } from './fx-conversion.ts';
import {
  contractCentsPerPoundWithPolarisation,
  contractPerTonneWithPolarisation,
  pricingFormulas,
} from './pricing-formulas.ts';
import { centsTimes, roundTo, roundToCents } from './round-to-cents.ts';

export { pricingFormulas } from './pricing-formulas.ts';

export const defaultPricingSettings: PricingSettings = { centsPerPoundFactor: 22.046 };

const alwaysActive: BlockAdjustment = { active: true, customCost: null };

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
  price: values[slot + mid] ?? 0,
  basePrice: roundToCents(basePrice),
  defaultPrice: values[slot + defaultOffset] ?? 0,
  lowPrice: values[slot + low] ?? 0,
  highPrice: values[slot + high] ?? 0,
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
  price: values[slot + mid] ?? 0,
  lowPrice: values[slot + low] ?? 0,
  highPrice: values[slot + high] ?? 0,
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

// Reused between calls: the engine is synchronous and every value is copied out before it returns. Every value written
// to it is already rounded to the cent, so reading it out needs no second rounding.
const scratch = new Float64Array(lineCount * lineWidth);

/** Rows of the inputs' low/price/high buffer. */
const pathRow = {
  contract: 0,
  premium: 1,
  seaFreight: 2,
  loading: 3,
  landFreight: 4,
  destinationPremium: 5,
  demurrage: 6,
} as const;
const pathScratch = new Float64Array(7 * 3);

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

const shown = (values: Float64Array, lineIndex: number, path: number): number =>
  values[lineIndex * lineWidth + path] ?? 0;

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
  const converter = new Converter(fx, target, contract.currencyCode, input.customForexRate ?? null);
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
  // The in-quota duty replaces the rule (both parts) unless the user typed a custom Duty cost, which wins. It follows
  // the cargo's yield like the rule's specific duty does: customs adjust the quota duty too (HMRC CAPI19200).
  const quotaDuty = quota === null ? null : quota.perTonne * yieldFactor * quotaToTarget.rate;
  const dutyQuotaApplied = quotaDuty !== null && dutyChoice.active && dutyChoice.customCost === null;
  // A DDP without a known duty is not duty-paid: only a duty the user typed (a custom cost or a quota) completes it.
  const priceComplete =
    duty.known !== false || (dutyChoice.active && dutyChoice.customCost !== null) || dutyQuotaApplied;
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

  // Each input's low/price/high read once, at a site that only ever sees that one kind of object (monomorphic), into
  // a reused buffer rather than fresh arrays.
  const paths = pathScratch;
  paths[pathRow.contract * 3 + low] = input.contract.lowPrice;
  paths[pathRow.contract * 3 + mid] = input.contract.price;
  paths[pathRow.contract * 3 + high] = input.contract.highPrice;
  paths[pathRow.premium * 3 + low] = premium.lowPrice;
  paths[pathRow.premium * 3 + mid] = premium.price;
  paths[pathRow.premium * 3 + high] = premium.highPrice;
  paths[pathRow.seaFreight * 3 + low] = seaFreight.lowPrice;
  paths[pathRow.seaFreight * 3 + mid] = seaFreight.price;
  paths[pathRow.seaFreight * 3 + high] = seaFreight.highPrice;
  paths[pathRow.loading * 3 + low] = loading.lowPrice;
  paths[pathRow.loading * 3 + mid] = loading.price;
  paths[pathRow.loading * 3 + high] = loading.highPrice;
  paths[pathRow.landFreight * 3 + low] = landFreight.lowPrice;
  paths[pathRow.landFreight * 3 + mid] = landFreight.price;
  paths[pathRow.landFreight * 3 + high] = landFreight.highPrice;
  const premiumAtDestination = destinationPremium ?? noPremium;
  paths[pathRow.destinationPremium * 3 + low] = premiumAtDestination.lowPrice;
  paths[pathRow.destinationPremium * 3 + mid] = premiumAtDestination.price;
  paths[pathRow.destinationPremium * 3 + high] = premiumAtDestination.highPrice;
  const demurrageAt = pathRow.demurrage * 3;
  paths[demurrageAt + low] = finance === null ? 0 : finance.demurrageLow;
  paths[demurrageAt + mid] = finance === null ? 0 : (finance.demurrageLow + finance.demurrageHigh) / 2;
  paths[demurrageAt + high] = finance === null ? 0 : finance.demurrageHigh;
  const adValoremRate = duty.adValoremRate;

  // Invoice rounding (docs/pricing.md 'Rounding'): each block is rounded to the cent where it is computed, and every
  // later line works on the rounded figures, so the shown blocks add up to the shown subtotals and DDP, insurance and
  // ad valorem duty apply to the shown CFR and CIF, and a pocket calculator agrees with every line.
  const values = scratch;
  for (let path = low; path <= high; path += 1) {
    const basisValue = roundToCents((paths[pathRow.contract * 3 + path] ?? 0) * contractRate);
    const polarisationValue = roundToCents(basisValue * polarisationRate);
    const contractValue = roundToCents(basisValue + polarisationValue);
    const premiumDefault = roundToCents((paths[pathRow.premium * 3 + path] ?? 0) * premiumToTarget.rate);
    const premiumValue = roundToCents(effective(premiumChoice, premiumDefault));
    const fob = roundToCents(contractValue + premiumValue);
    const seaFreightDefault = roundToCents((paths[pathRow.seaFreight * 3 + path] ?? 0) * freightRate);
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
      (paths[pathRow.destinationPremium * 3 + path] ?? 0) * destinationPremiumToTarget.rate,
    );
    const loadingDefault = roundToCents(
      (paths[pathRow.loading * 3 + path] ?? 0) * loadingToTarget.rate + destinationPremiumDefault,
    );
    const loadingValue = roundToCents(effective(loadingChoice, loadingDefault));
    const landDefault = roundToCents((paths[pathRow.landFreight * 3 + path] ?? 0) * landToTarget.rate);
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
    const demurrage = roundToCents((paths[demurrageAt + path] ?? 0) * financeToTarget.rate);
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
        ? yieldFactor !== 1
          ? pricingFormulas.quotaYield
          : pricingFormulas.quota
        : yieldFactor !== 1
          ? duty.perDegree === true
            ? pricingFormulas.dutyPerDegree
            : pricingFormulas.dutyYield
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
        contract.unit === 'centsPerPound'
          ? polarisation === null
            ? pricingFormulas.contractCentsPerPound
            : contractCentsPerPoundWithPolarisation
          : polarisation === null
            ? pricingFormulas.contractPerTonne
            : contractPerTonneWithPolarisation,
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

  let lastForexUpdated = laterOf(
    laterOf(laterOf(contractToTarget.timestamp, premiumToTarget.timestamp), freightToTarget.timestamp),
    laterOf(laterOf(dutyToTarget.timestamp, loadingToTarget.timestamp), landToTarget.timestamp),
  );
  lastForexUpdated = laterOf(lastForexUpdated, destinationPremiumToTarget.timestamp);
  if (dutyQuotaApplied) lastForexUpdated = laterOf(lastForexUpdated, quotaToTarget.timestamp);
  if (finance !== null) lastForexUpdated = laterOf(lastForexUpdated, financeToTarget.timestamp);

  const premiumSlot = line.destinationPremium * lineWidth;
  const destinationPremiumPart: DestinationPremiumPart | null =
    destinationPremium === null
      ? null
      : {
          price: values[premiumSlot + mid] ?? 0,
          lowPrice: values[premiumSlot + low] ?? 0,
          highPrice: values[premiumSlot + high] ?? 0,
          defaultPrice: values[premiumSlot + defaultOffset] ?? 0,
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
          price: values[polarisationSlot + mid] ?? 0,
          lowPrice: values[polarisationSlot + low] ?? 0,
          highPrice: values[polarisationSlot + high] ?? 0,
          rate: polarisation.rate,
          degrees: polarisation.degrees,
          gradeName: polarisation.gradeName,
          method: polarisation.method,
          source: polarisation.source,
          timestamp: polarisation.timestamp,
          formula: pricingFormulas.polarisation,
        };

  const financePart: FinancePart | null =
    finance === null
      ? null
      : {
          price: shown(values, line.finance, mid),
          lowPrice: shown(values, line.finance, low),
          highPrice: shown(values, line.finance, high),
          carry: shown(values, line.carry, mid),
          letterOfCredit: shown(values, line.letterOfCredit, mid),
          demurrage: shown(values, line.demurrage, mid),
          demurrageLow: shown(values, line.demurrage, low),
          demurrageHigh: shown(values, line.demurrage, high),
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
    flatPrice: values[line.contract * lineWidth + mid] ?? 0,
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
    price: ddpMid,
    lowPrice: ddpLow,
    highPrice: ddpHigh,
    tons: input.tons,
    total: centsTimes(ddpMid, tons),
    lowTotal: centsTimes(ddpLow, tons),
    highTotal: centsTimes(ddpHigh, tons),
    // Per-tonne modes state what a 20-ft box of this cargo would cost, so the field keeps its meaning.
    seaFreightCost: roundToCents(
      seaFreight.price * freightToTarget.rate * (perTonneFreight ? tonnesPerContainer : 1),
    ),
    seaFreightPerTonPrice: values[line.seaFreight * lineWidth + mid] ?? 0,
    tonsPerContainer: tonnesPerContainer,
    lastForexUpdated,
    destinationPremium: destinationPremiumPart,
    customForexApplied: converter.custom,
    dutyQuotaApplied,
    priceComplete,
    polarisation: polarisationPart,
    finance: financePart,
  };
};
