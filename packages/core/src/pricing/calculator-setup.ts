import type { ImportTaxRule } from '../market-data/import-taxes.schemas.ts';
import type { ContainerLanesFile } from '../market-data/container-lanes.schemas.ts';
import type { OriginPremium } from '../market-data/rule-tables.ts';
import type { ContractId } from '../market-data/contracts.ts';
import type { CustomsUnion, DutyRule, PolarisationFile } from '../market-data/reference-data.schemas.ts';
import type {
  BulkFreightFile,
  DestinationChargeRule,
  FinanceFile,
  InlandFreightRule,
  LandFreightRule,
  SeaFreightRatesFile,
  TonnesPerContainerRule,
  WarRiskSurcharge,
} from '../market-data/cost-rules.schemas.ts';
import type { AdjustableCostBlockType } from './cost-block-types.ts';
import type { FinanceTerms } from './finance-terms.ts';
import type { BlockAdjustment } from './pricing-input.ts';

/** The per-tonne amount a user typed on a destination, in its currency. */
export interface UserAmount {
  readonly perTonne: number;
  readonly currencyCode: string;
}

export interface CalculatorSetup {
  readonly contractId: ContractId;
  readonly currencyCode: string;
  readonly tons: number;
  /** null = the destination country's default. */
  readonly tonsPerContainer: number | null;
  readonly originCountryId: string | null;
  readonly destinationCountryId: string;
  /** From the user-defined destination; null = the rule tables' default. */
  readonly destinationCharges: UserAmount | null;
  readonly landFreight: UserAmount | null;
  /** The user-defined destination's premium; null or missing = none (global destinations have none). */
  readonly destinationPremium?: UserAmount | null;
  /** The cash market's region group (UK, Region1…): picks the inland freight row. */
  readonly cashMarketRegionId?: string | null;
  /** 'bulk' or 'container'; null or missing = the basis's default (bulk-freight.json defaultModes). */
  readonly freightMode?: 'bulk' | 'container' | null;
  /** Bulk only: null or missing = the default class of the basis, else the first class. */
  readonly vesselClassId?: string | null;
  /** Bulk only: null or missing = the class's usual cargo. */
  readonly cargoTonnes?: number | null;
  /** The cost-of-money terms of the account (its default) and of the calculator; missing = none set. */
  readonly accountFinance?: FinanceTerms | null;
  readonly calculatorFinance?: FinanceTerms | null;
  readonly adjustments: Partial<Readonly<Record<AdjustableCostBlockType, BlockAdjustment>>>;
  /** Raw cargoes: the user's polarisation in degrees; null or missing = the origin's grade. */
  readonly polarisation?: number | null;
  /** The duty option the user picked on the card (a rule or union id); null or missing = automatic. */
  readonly dutyChoice?: string | null;
}

export interface ReferenceTables {
  readonly dutyRules: readonly DutyRule[];
  /** Missing = none known (every crossing is an import). */
  readonly customsUnions?: readonly CustomsUnion[];
  /** Missing = raws are priced at the 96° basis. */
  readonly polarisation?: PolarisationFile | null;
  /** Cost-of-money defaults; missing = no Finance line can be switched on. */
  readonly finance?: FinanceFile | null;
  /** Bulk carriers and voyage inputs; missing = every cargo ships in containers. */
  readonly bulkFreight?: BulkFreightFile | null;
  /** The cash market's FREIGHT per tonne by truck; missing = none known (0, enter a custom cost). */
  readonly inlandFreight?: readonly InlandFreightRule[];
  readonly destinationCharges: readonly DestinationChargeRule[];
  readonly landFreight: readonly LandFreightRule[];
  readonly insurance: readonly { rate: number; source: string; effectiveFrom: string }[];
  /** War-risk cover added to the insurance rate by route class; missing = none. */
  readonly warRiskSurcharges?: readonly WarRiskSurcharge[];
  readonly seaFreight: SeaFreightRatesFile;
  readonly tonnesPerContainer: readonly TonnesPerContainerRule[];
  /** Import VAT and other taxes at import (decision 0120); missing = none known. */
  readonly importTaxes?: readonly ImportTaxRule[];
  /** Container freight by trade lane (decision 0122); missing = the distance bands. */
  readonly containerLanes?: ContainerLanesFile | null;
  /** Origin premiums by basis contract (decision 0121); missing = the ports' defaults. */
  readonly originPremiumsByBasis?: readonly OriginPremium[];
}
