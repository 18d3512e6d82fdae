import type { ImportTaxesPart } from './import-taxes-part.ts';
import type { CostBlockType, SubtotalName } from './cost-block-types.ts';

export const fxSources = ['none', 'published', 'custom'] as const;
export type FxSource = (typeof fxSources)[number];

export interface BlockProvenance {
  readonly source: string;
  readonly period: string | null;
  readonly timestamp: number | null;
  /** Currency of basePrice (the amount before conversion). */
  readonly currencyCode: string;
  /** Units of the calculator currency per unit of currencyCode, unrounded. */
  readonly fxRate: number;
  /** When that rate was published (the later of the two legs), epoch ms; null when no conversion was needed or the rate is the user's. */
  readonly fxTimestamp: number | null;
  /** 'none': already in the calculator currency; 'published': the FX publication; 'custom': the user's fixed rate (customForex). */
  readonly fxSource: FxSource;
  readonly formula: string;
}

/** Cost block of calculators.md §3 plus its state and provenance. Amounts are per tonne in the calculator currency, rounded to cents. */
export interface CostBlock {
  readonly name: CostBlockType;
  readonly type: CostBlockType;
  readonly displayName: string;
  readonly color: string;
  /** What the block adds to DDP: 0 when inactive, the custom cost when overridden, else the default. */
  readonly price: number;
  /** The default before FX, per tonne in provenance.currencyCode (Contract: as quoted, e.g. c/lb). */
  readonly basePrice: number;
  /** The default after FX, whatever the user chose. */
  readonly defaultPrice: number;
  readonly lowPrice: number;
  readonly highPrice: number;
  readonly active: boolean;
  /** The user replaced the default: a custom cost, the in-quota duty (Duty) or a fixed rate (Forex). */
  readonly custom: boolean;
  /** Forex only shows a rate; it never adds to a subtotal. */
  readonly includedInSum: boolean;
  readonly provenance: BlockProvenance;
}

export interface Subtotal {
  readonly name: SubtotalName;
  readonly displayName: string;
  readonly color: string;
  readonly price: number;
  readonly lowPrice: number;
  readonly highPrice: number;
  readonly formula: string;
}

/** The destination premium's share of the Loading block, so a panel or an export can show it on its own line. */
export interface DestinationPremiumPart {
  /** What it adds to DDP inside Loading, per tonne in the calculator currency: 0 when Loading is inactive or custom. */
  readonly price: number;
  readonly lowPrice: number;
  readonly highPrice: number;
  /** Converted, whatever the user chose for Loading. */
  readonly defaultPrice: number;
  /** As entered on the destination, per tonne in currencyCode. */
  readonly basePrice: number;
  readonly currencyCode: string;
  readonly fxRate: number;
  readonly fxSource: FxSource;
  readonly source: string;
}

/** Raw sugar's polarisation premium: the part of the Contract block that is not the basis (docs/decisions/0032). */
export interface PolarisationPart {
  /** Per tonne in the calculator currency, rounded to cents; the Contract block includes it. */
  readonly price: number;
  readonly lowPrice: number;
  readonly highPrice: number;
  /** Signed share of the converted basis (0.042 = +4.20 %). */
  readonly rate: number;
  readonly degrees: number;
  readonly gradeName: string;
  readonly method: 'normalisation' | 'scale' | 'basis';
  readonly source: string;
  readonly timestamp: number | null;
  readonly formula: string;
}

/** The Finance line (docs/decisions/0034): what it adds to DDP, and its three parts on the price path. */
export interface FinancePart {
  readonly price: number;
  readonly lowPrice: number;
  readonly highPrice: number;
  readonly carry: number;
  readonly letterOfCredit: number;
  readonly demurrage: number;
  readonly demurrageLow: number;
  readonly demurrageHigh: number;
  /** Carry on the taxes paid at import over their days (0 without taxes; decision 0120). */
  readonly importTaxCarry: number;
  readonly carryRatePerYear: number;
  readonly carryDays: number;
  readonly lcRate: number;
  readonly source: string;
  readonly formula: string;
}

export interface PricedCalculator {
  readonly currencyCode: string;
  readonly contractCurrencyCode: string;
  /** Contract price per tonne in the contract currency (NY #11 already converted from c/lb). */
  readonly contractPrice: number;
  /** Contract price per tonne in the calculator currency: the card's flat price (EX-W for the cash market). */
  readonly flatPrice: number;
  /** In waterfall order: Contract, Premium, SeaFreight, Insurance, Duty, Loading, LandFreight, then Forex. */
  readonly blocks: readonly CostBlock[];
  /** FOB, CFR, CIF, DDP. */
  readonly subtotals: readonly Subtotal[];
  /** DDP per tonne. */
  readonly price: number;
  readonly lowPrice: number;
  readonly highPrice: number;
  readonly tons: number;
  /** DDP per tonne × tonnes, computed unrounded then rounded; 0 if either is 0. */
  readonly total: number;
  readonly lowTotal: number;
  readonly highTotal: number;
  /** Default cost per 20-ft container in the calculator currency. */
  readonly seaFreightCost: number;
  /** Sea freight per tonne actually charged (0 when inactive). */
  readonly seaFreightPerTonPrice: number;
  readonly tonsPerContainer: number;
  /** Latest FX timestamp used, epoch ms; null when every amount was already in the calculator currency (or the only rate used is the user's). */
  readonly lastForexUpdated: number | null;
  /** null when the destination has no premium. */
  readonly destinationPremium: DestinationPremiumPart | null;
  /** The user's fixed rate is in use (customForex with two different currencies). */
  readonly customForexApplied: boolean;
  /** The user's in-quota duty sets the Duty block (active, not a custom Duty cost). */
  readonly dutyQuotaApplied: boolean;
  /**
   * false when no duty rule is known for the destination and the user typed neither a Duty cost nor an in-quota
   * duty: the DDP excludes duty and must not be presented as duty-paid (issue 45, decision 0105).
   */
  readonly priceComplete: boolean;
  /** Raw cargoes: the polarisation premium inside the Contract block; null for whites. */
  readonly polarisation: PolarisationPart | null;
  /** null while the Finance line is off; DDP includes it when on. */
  readonly finance: FinancePart | null;
  /** Taxes at import beside the DDP, never in it (decision 0120); null = none known for the destination. */
  readonly importTaxes: ImportTaxesPart | null;
}
