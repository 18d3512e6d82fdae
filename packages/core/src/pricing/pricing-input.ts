import type { ImportTaxesInput } from './import-taxes.ts';
import type { ContractId, PriceUnit } from '../market-data/contracts.ts';
import type { AdjustableCostBlockType } from './cost-block-types.ts';

/** A published or default amount with its range. Low and high run the same waterfall (calculators.md §2.2 'DDP low/high'). */
export interface AmountRange {
  readonly price: number;
  readonly lowPrice: number;
  readonly highPrice: number;
}

/** Where a number came from, carried into the block's provenance unchanged. */
export interface SourceReference {
  /** Board, rule table row or user entry, e.g. 'ICE London #5 via PSC analyst' or 'duty-rules.json EU-white-2009'. */
  readonly source: string;
  /** The contract period the number belongs to, if any (period id). */
  readonly period: string | null;
  /** Publication time or rule effective date, epoch ms. */
  readonly timestamp: number | null;
}

export interface AmountInput extends AmountRange, SourceReference {
  readonly currencyCode: string;
}

export interface ContractPriceInput extends AmountInput {
  /** 'centsPerPound' prices (New York #11) are multiplied by the settings factor into $/t. */
  readonly unit: PriceUnit;
}

export interface SeaFreightInput extends AmountInput {
  /** price/lowPrice/highPrice are per 20-ft container; per tonne = per container / tonnesPerContainer. */
  readonly tonnesPerContainer: number;
  /**
   * How price is stated (docs/decisions/0033): 'container' per 20-ft box (missing = this), 'bulk' per tonne of a bulk
   * cargo, 'inland' per tonne by truck (the cash market's FREIGHT). Per-tonne modes ignore tonnesPerContainer.
   */
  readonly mode?: FreightMode;
  /** How a per-tonne figure was made, for the provenance formula (e.g. the voyage model's terms). */
  readonly formula?: string;
}

export type FreightMode = 'container' | 'bulk' | 'inland';

export interface InsuranceInput extends SourceReference {
  /** Premium rate on 110 % of CIF, as a fraction (0.002 = 0.2 %). */
  readonly rate: number;
}

export interface DutyInput extends SourceReference {
  /** Fraction of CIF (0.05 = 5 %). */
  readonly adValoremRate: number;
  /** Specific duty per tonne in `currencyCode`, added to the ad valorem part. */
  readonly specificPerTonne: number;
  readonly currencyCode: string;
  /**
   * Multiplies the specific part: the yield (2 × pol − 100) / 92 of EU and UK raws, the per-degree scale of US TRQ
   * raws, else 1. Missing = 1.
   */
  readonly yieldFactor?: number;
  /** The factor is a per-degree scale (US HTS 1701.14.10) rather than the EU/UK yield; for the provenance formula. */
  readonly perDegree?: boolean;
  /**
   * An additional duty while the CIF is under a threshold (per tonne in `currencyCode`): shortfallRate × (threshold −
   * CIF), the ad valorem part on the threshold when adValoremOnThreshold (decision 0132). Missing = none.
   */
  readonly cifThreshold?: {
    readonly thresholdPerTonne: number;
    readonly shortfallRate: number;
    readonly adValoremOnThreshold: boolean;
  } | null;
  /**
   * false = no duty rule is known for the destination (the source says 'Duty not known for <country>'): the DDP then
   * excludes duty and is incomplete unless the user typed a Duty cost or an in-quota duty. Missing = known.
   */
  readonly known?: boolean;
}

/**
 * The cost of money (docs/decisions/0034), after CIF and neither insured nor dutiable: carry on the cargo value over
 * the transit and payment days, letter-of-credit fees on it, and for bulk the expected demurrage as a band.
 */
export interface FinanceInput extends SourceReference {
  readonly carryRatePerYear: number;
  /** Transit plus payment days. */
  readonly carryDays: number;
  /** Issuance plus confirmation, a fraction of the cargo value (CIF). */
  readonly lcRate: number;
  /** Per tonne in currencyCode: the low path takes the low figure, high the high one, price their midpoint. */
  readonly demurrageLow: number;
  readonly demurrageHigh: number;
  readonly currencyCode: string;
}

/** Raw sugar's premium (or discount) for its polarisation against the 96° basis, on the contract line. */
export interface PolarisationInput extends SourceReference {
  /** Share of the converted basis price, signed (0.042 = +4.20 %). */
  readonly rate: number;
  readonly degrees: number;
  readonly gradeName: string;
  readonly method: 'normalisation' | 'scale' | 'basis';
}

/** A user's choice for one block: switched off, or overridden by a per-tonne amount in the calculator's currency. */
export interface BlockAdjustment {
  readonly active: boolean;
  /** null keeps the default; a number replaces price, low and high alike. */
  readonly customCost: number | null;
}

/** An amount per tonne the user typed, in its own currency. */
export interface PerTonneAmount {
  readonly perTonne: number;
  readonly currencyCode: string;
}

/** Everything the engine needs, already resolved from the calculator, the reference data and the market snapshot. */
export interface PricingInput {
  readonly contractId: ContractId;
  /** The calculator's currency; every block is converted into it. */
  readonly currencyCode: string;
  readonly tons: number;
  readonly contract: ContractPriceInput;
  /** Per tonne. */
  readonly premium: AmountInput;
  readonly seaFreight: SeaFreightInput;
  readonly insurance: InsuranceInput;
  readonly duty: DutyInput;
  /** Destination charges per tonne (block type 'Loading'). */
  readonly loading: AmountInput;
  /** Per tonne. */
  readonly landFreight: AmountInput;
  /**
   * The premium of a user-defined destination, per tonne in its currency: added to the Loading block (destination
   * charges), so it follows activeLoading / customLoading. Missing or null = none.
   */
  readonly destinationPremium?: AmountInput | null;
  /** Missing entries mean active with the default value. */
  readonly adjustments: Partial<Readonly<Record<AdjustableCostBlockType, BlockAdjustment>>>;
  /**
   * The user's fixed exchange rate: units of the calculator currency per unit of the contract currency. It replaces
   * the published rate for every conversion into the calculator currency (other currencies are crossed through the
   * contract currency at published rates). Ignored when both currencies are the same. Missing or null = published.
   */
  readonly customForexRate?: number | null;
  /**
   * The user's in-quota duty per tonne in its own currency: replaces the duty rule (ad valorem and specific) on all
   * three paths, converted with FX; a custom Duty cost still wins over it. Missing or null = the rule.
   */
  readonly dutyQuota?: PerTonneAmount | null;
  /** Raw cargoes only (docs/decisions/0032): added to the Contract block. Missing or null = none. */
  readonly polarisation?: PolarisationInput | null;
  /** The Finance line, switched on; missing or null = off (the default). */
  readonly finance?: FinanceInput | null;
  /** Import VAT and other taxes at import, outside the DDP (decision 0120); missing or null = none known. */
  readonly importTaxes?: ImportTaxesInput | null;
}

export interface PricingSettings {
  /** 22.046 (legacy, default) or 22.0462262 (exact); see cents-per-pound.ts. */
  readonly centsPerPoundFactor: number;
}
