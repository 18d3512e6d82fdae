import type { AmountRange, BlockAdjustment } from './pricing-input.ts';
import { importTaxTotal, type ImportTaxesInput } from './import-taxes.ts';
import { roundTo } from './round-to-cents.ts';

/**
 * Every amount is priced three times: on the low inputs, the published ones and the high ones
 * (calculators.md §2.2 'DDP low/high'). The card's figure is the price path.
 */
export const paths = ['low', 'price', 'high'] as const;
export type Path = (typeof paths)[number];

/** An input's amount on one path: its low, its price or its high. */
export const onPath = (amount: AmountRange, path: Path): number =>
  path === 'low' ? amount.lowPrice : path === 'high' ? amount.highPrice : amount.price;

/** The per-tonne inputs of one path, before conversion into the calculator currency. */
export interface PathInputs {
  /** The basis as quoted (c/lb for New York #11). */
  readonly contract: number;
  readonly premium: number;
  /** Per 20-ft box, or per tonne for bulk and inland freight. */
  readonly seaFreight: number;
  readonly loading: number;
  readonly landFreight: number;
  readonly destinationPremium: number;
  readonly demurrage: number;
}

/** What is the same on every path: rates into the calculator currency, the user's choices, the rules. */
export interface WaterfallRules {
  /** Contract units to one tonne in the calculator currency (22.046 × FX for c/lb). */
  readonly contractRate: number;
  /** Signed share of the converted basis added for polarisation (0 for whites). */
  readonly polarisationRate: number;
  readonly premiumRate: number;
  readonly premium: BlockAdjustment;
  /** Freight units to one tonne in the calculator currency (÷ tonnes per box for containers). */
  readonly seaFreightRate: number;
  readonly seaFreight: BlockAdjustment;
  /** Insurance on 110 % of CIF grossed up on itself: 1 / (1 − 1.1 × rate) − 1 of CFR. */
  readonly insuranceGrossUp: number;
  readonly insurance: BlockAdjustment;
  readonly dutyAdValoremRate: number;
  /** The specific duty per tonne, yield-adjusted and converted. */
  readonly dutySpecific: number;
  /** The CIF threshold of the duty rule, converted and rounded as shown (decision 0132); null = none. */
  readonly dutyCifThreshold: {
    readonly threshold: number;
    readonly shortfallRate: number;
    readonly adValoremOnThreshold: boolean;
  } | null;
  /** The user's in-quota duty per tonne, converted, when it replaces the rule; else null. */
  readonly dutyInQuota: number | null;
  readonly duty: BlockAdjustment;
  readonly loadingRate: number;
  readonly destinationPremiumRate: number;
  /** The destination premium counts inside Loading while Loading is active and not a custom cost. */
  readonly destinationPremiumCounts: boolean;
  readonly loading: BlockAdjustment;
  readonly landFreightRate: number;
  readonly landFreight: BlockAdjustment;
  /** Carry on CIF: rate per year × days ÷ 365; 0 while Finance is off. */
  readonly carryShare: number;
  readonly letterOfCreditRate: number;
  readonly demurrageRate: number;
  /** Decimals of the calculator currency: 2, or 0 for a zero-decimal currency (docs/decisions/0119). */
  readonly moneyDecimals: number;
  /** Taxes at import, outside the DDP (decision 0120); null = none known. */
  readonly importTaxes: ImportTaxesInput | null;
  /** Carry on the import taxes while Finance is on: rate per year × their days ÷ 365; else 0. */
  readonly importTaxCarryShare: number;
}

/** One path's waterfall, every figure rounded to the cent (the whole unit in a zero-decimal currency) where it is computed. */
export interface Waterfall {
  /** The basis with its polarisation premium. */
  readonly contract: number;
  readonly polarisation: number;
  readonly premium: number;
  readonly fob: number;
  readonly seaFreight: number;
  readonly cfr: number;
  readonly insurance: number;
  readonly cif: number;
  readonly duty: number;
  /** Destination charges, the destination premium included. */
  readonly loading: number;
  readonly landFreight: number;
  readonly carry: number;
  readonly letterOfCredit: number;
  readonly demurrage: number;
  /** Taxes at import per tonne (never in DDP) and the Finance line's carry on them. */
  readonly importTax: number;
  readonly importTaxCarry: number;
  readonly finance: number;
  readonly ddp: number;
  /** The destination premium's share of Loading: 0 while it does not count. */
  readonly destinationPremium: number;
  /** Each adjustable line before the user's choice (switched off, custom cost) applies. */
  readonly defaults: {
    readonly premium: number;
    readonly seaFreight: number;
    readonly insurance: number;
    readonly duty: number;
    readonly loading: number;
    readonly landFreight: number;
    readonly destinationPremium: number;
  };
}

/**
 * The rule's duty on a CIF: ad valorem × CIF + specific, and where the rule has a CIF threshold (Morocco, the UEMOA's
 * TCI) the shortfall under it × its rate, the ad valorem part then on the threshold if the rule says so (0132).
 */
export const dutyOnCif = (
  rules: Pick<WaterfallRules, 'dutyAdValoremRate' | 'dutySpecific' | 'dutyCifThreshold'>,
  cif: number,
): number => {
  const threshold = rules.dutyCifThreshold;
  if (threshold === null || cif >= threshold.threshold)
    return rules.dutyAdValoremRate * cif + rules.dutySpecific;
  const valued = threshold.adValoremOnThreshold ? threshold.threshold : cif;
  return (
    rules.dutyAdValoremRate * valued +
    rules.dutySpecific +
    threshold.shortfallRate * (threshold.threshold - cif)
  );
};

/** A line as the user chose it: nothing when switched off, their cost when typed, else the default. */
const chosenWith =
  (round: (value: number) => number) =>
  (choice: BlockAdjustment, defaultValue: number): number =>
    !choice.active ? 0 : round(choice.customCost ?? defaultValue);

/**
 * Contract + Premium = FOB; + Sea freight = CFR; + Insurance = CIF; + Duty + Destination charges + Land freight
 * (+ Finance when on) = DDP. Invoice rounding (docs/pricing.md 'Rounding'): each line is rounded to the cent where
 * it is computed and every later line works on the rounded figures, so the shown lines add up to the shown subtotals,
 * and insurance and ad valorem duty apply to the shown CFR and CIF.
 */
export const waterfallOf = (inputs: PathInputs, rules: WaterfallRules): Waterfall => {
  // Cents, or whole units in a zero-decimal currency: every line is rounded to what is shown, then summed.
  const roundToCents = (value: number): number => roundTo(value, rules.moneyDecimals);
  const chosen = chosenWith(roundToCents);
  const basis = roundToCents(inputs.contract * rules.contractRate);
  const polarisation = roundToCents(basis * rules.polarisationRate);
  const contract = roundToCents(basis + polarisation);

  const premiumDefault = roundToCents(inputs.premium * rules.premiumRate);
  const premium = chosen(rules.premium, premiumDefault);
  const fob = roundToCents(contract + premium);

  const seaFreightDefault = roundToCents(inputs.seaFreight * rules.seaFreightRate);
  const seaFreight = chosen(rules.seaFreight, seaFreightDefault);
  const cfr = roundToCents(fob + seaFreight);

  const insuranceDefault = roundToCents(cfr * rules.insuranceGrossUp);
  const insurance = chosen(rules.insurance, insuranceDefault);
  const cif = roundToCents(cfr + insurance);

  const dutyDefault = roundToCents(dutyOnCif(rules, cif));
  const duty = chosen(rules.duty, rules.dutyInQuota === null ? dutyDefault : roundToCents(rules.dutyInQuota));

  const destinationPremiumDefault = roundToCents(inputs.destinationPremium * rules.destinationPremiumRate);
  const loadingDefault = roundToCents(inputs.loading * rules.loadingRate + destinationPremiumDefault);
  const loading = chosen(rules.loading, loadingDefault);
  const landFreightDefault = roundToCents(inputs.landFreight * rules.landFreightRate);
  const landFreight = chosen(rules.landFreight, landFreightDefault);

  const carry = roundToCents(cif * rules.carryShare);
  const letterOfCredit = roundToCents(cif * rules.letterOfCreditRate);
  const demurrage = roundToCents(inputs.demurrage * rules.demurrageRate);
  const importTax = importTaxTotal(rules.importTaxes, cif, duty, rules.moneyDecimals);
  const importTaxCarry = roundToCents(importTax * rules.importTaxCarryShare);
  const finance = roundToCents(carry + letterOfCredit + demurrage + importTaxCarry);

  return {
    contract,
    polarisation,
    premium,
    fob,
    seaFreight,
    cfr,
    insurance,
    cif,
    duty,
    loading,
    landFreight,
    carry,
    letterOfCredit,
    demurrage,
    importTax,
    importTaxCarry,
    finance,
    ddp: roundToCents(cif + duty + loading + landFreight + finance),
    destinationPremium: rules.destinationPremiumCounts ? destinationPremiumDefault : 0,
    defaults: {
      premium: premiumDefault,
      seaFreight: seaFreightDefault,
      insurance: insuranceDefault,
      duty: dutyDefault,
      loading: loadingDefault,
      landFreight: landFreightDefault,
      destinationPremium: destinationPremiumDefault,
    },
  };
};

/** The three paths' waterfalls of one calculator: low, price and high. */
export type Waterfalls = Readonly<Record<Path, Waterfall>>;
