import { contracts } from '../market-data/contracts.ts';
import type { LaneAssessmentBook } from '../market-data/freight-assessments.ts';
import type { ContractId } from '../market-data/contracts.ts';
import type { Period } from '../market-data/period.schemas.ts';
import type {
  BulkFreightFile,
  CustomsUnion,
  DestinationChargeRule,
  DutyRule,
  FinanceFile,
  InlandFreightRule,
  PolarisationFile,
  LandFreightRule,
  Port,
  SeaDistance,
  SeaFreightRatesFile,
  TonnesPerContainerRule,
  WarRiskSurcharge,
} from '../market-data/reference-data.schemas.ts';
import { findDestinationCharges, findLandFreight } from '../market-data/rule-lookups.ts';
import type { AdjustableCostBlockType } from './cost-block-types.ts';
import { decideDuty, yieldFactor, type DutyDecision } from './duty-decision.ts';
import { resolveFinanceTerms, type FinanceTerms, type ResolvedFinanceTerms } from './finance-terms.ts';
import { polarisationTerms, type PolarisationTerms } from './polarisation.ts';
import type { BlockAdjustment, PricingInput } from './pricing-input.ts';
import { resolveFreight, type FreightTerms } from './resolve-freight.ts';
import { epochOf, flat, unverifiedNote } from './resolve-helpers.ts';

export type { FreightTerms } from './resolve-freight.ts';

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
}

export interface ResolveContext {
  readonly setup: CalculatorSetup;
  /** The calculator's period with its published prices (cash market: the region's CMPFY period). */
  readonly period: Period;
  readonly originPort: Port | null;
  readonly destinationPort: Port | null;
  /** Between the two ports; null when either is unknown (cash market, 'Any' port). */
  readonly distance: SeaDistance | null;
  readonly tables: ReferenceTables;
  /** ISO date that picks the rule rows in force. */
  readonly onDate: string;
  /** Country names for the duty reason; missing = ids. */
  readonly countryName?: (countryId: string) => string;
  /** Current published bulk lane assessments (docs/decisions/0036); missing = none, the voyage model prices bulk. */
  readonly freightAssessments?: LaneAssessmentBook;
  /** The user chose the alternative route (Cape for a Suez pair). */
  readonly alternativeRoute?: boolean;
}

export type ResolveResult =
  | {
      readonly ok: true;
      readonly input: PricingInput;
      /** Which duty regime applied and why, with the options the card lists. */
      readonly duty: DutyDecision;
      /** Raw cargoes only; null for whites. */
      readonly polarisation: PolarisationTerms | null;
      readonly freight: FreightTerms;
      /** The cost-of-money terms in force and the days they run over; null when no defaults are known. */
      readonly finance: (ResolvedFinanceTerms & { readonly transitDays: number }) | null;
    }
  | { readonly ok: false; readonly reason: string };

const exWorksNoInsurance =
  'ex-works delivery by truck: no sea insurance (add a custom Insurance cost to insure the haul)';
const exWorksNoPortCharges =
  'ex-works delivery by truck: no port charges (add a custom DEST. CHARGES cost if the buyer pays any)';

/**
 * Builds the engine's input from a calculator, its period's published prices and the rule tables. Runs once per
 * calculator change (zod-free but not on the hot path); the result can be priced again whenever FX changes.
 */
export const resolvePricingInput = (context: ResolveContext): ResolveResult => {
  const { setup, period, originPort, destinationPort, distance, tables, onDate } = context;
  if (period.price === null || period.lowPrice === null || period.highPrice === null)
    return { ok: false, reason: `no published price for ${setup.contractId} ${period.id}` };
  const published = `${contracts[setup.contractId].displayName} ${period.name}`;
  // Brazil is published as base + premium; the physical price is their sum (calculators.md §2.6 'SOL Brazil').
  const premiumInPrice = period.premiumCost ?? 0;
  const contract = {
    price: period.price + premiumInPrice,
    lowPrice: period.lowPrice + premiumInPrice,
    highPrice: period.highPrice + premiumInPrice,
    currencyCode: period.currencyCode,
    unit: setup.contractId === 'NewYork11' ? ('centsPerPound' as const) : ('perTonne' as const),
    source: published,
    period: period.id,
    timestamp: period.lastUpdated,
  };

  const premiumIncluded =
    setup.contractId === 'BrazilSRP' ||
    setup.contractId === 'BrazilSPRP' ||
    setup.contractId === 'CashMarketPrice';
  const portPremium = originPort?.defaultPremium ?? null;
  const premium =
    premiumIncluded || portPremium === null
      ? flat(
          0,
          'USD',
          premiumIncluded ? 'included in the published price' : 'no default premium for this origin',
          null,
        )
      : flat(
          portPremium.amount,
          portPremium.currencyCode,
          `${originPort?.name ?? ''}: ${portPremium.source}`,
          epochOf(portPremium.effectiveFrom),
        );

  const exWorks = setup.contractId === 'CashMarketPrice';
  const { seaFreight, freightTerms, mode, vessel, cargoTonnes, voyage } = resolveFreight({
    setup,
    distance,
    tables,
    onDate,
    originPortId: originPort?.id ?? null,
    destinationPortId: destinationPort?.id ?? null,
    assessments: context.freightAssessments,
    alternativeRoute: context.alternativeRoute,
  });
  const financeDefaults = tables.finance ?? null;
  const financeTerms =
    financeDefaults === null
      ? null
      : {
          ...resolveFinanceTerms(
            financeDefaults,
            setup.accountFinance ?? null,
            setup.calculatorFinance ?? null,
          ),
          // Days the money is out before the ship arrives: the laden voyage and its port days, the container
          // sailing, or the truck; payment days come on top.
          transitDays:
            mode === 'inland'
              ? financeDefaults.inlandTransitDays
              : voyage !== null
                ? voyage.seaDays + voyage.portDays
                : distance === null
                  ? 0
                  : distance.nm / (tables.seaFreight.voyage.speedKnots * 24) +
                    tables.seaFreight.voyage.portDays,
        };
  const demurragePerTonne = (days: number) =>
    vessel === null || cargoTonnes === null ? 0 : (days * vessel.hireUsdPerDay) / cargoTonnes;
  const financeInput =
    financeTerms === null || !financeTerms.active
      ? null
      : {
          carryRatePerYear: financeTerms.carryRatePerYear,
          carryDays: financeTerms.transitDays + financeTerms.paymentDays,
          lcRate: financeTerms.lcIssuanceRate + financeTerms.lcConfirmationRate,
          demurrageLow: demurragePerTonne(financeTerms.waitingDaysLow),
          demurrageHigh: demurragePerTonne(financeTerms.waitingDaysHigh),
          currencyCode: 'USD',
          source: unverifiedNote(financeTerms.source, financeTerms.verified),
          period: null,
          timestamp: epochOf(financeTerms.effectiveFrom),
        };

  const insuranceRule = [...tables.insurance]
    .filter((rule) => rule.effectiveFrom <= onDate)
    .sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom))[0];
  const warRisk =
    distance === null
      ? undefined
      : (tables.warRiskSurcharges ?? [])
          .filter((row) => row.routeClass === distance.routeClass && row.effectiveFrom <= onDate)
          .sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom))[0];
  const product = contracts[setup.contractId].product;
  const duty = decideDuty({
    rules: tables.dutyRules,
    customsUnions: tables.customsUnions ?? [],
    destinationCountryId: setup.destinationCountryId,
    originCountryId: setup.originCountryId,
    product,
    onDate,
    choice: setup.dutyChoice ?? null,
    ...(context.countryName === undefined ? {} : { countryName: context.countryName }),
  });
  const dutyRule = duty.applied;
  const polarisation =
    product === 'raw' && tables.polarisation
      ? polarisationTerms(tables.polarisation, setup.originCountryId, setup.polarisation ?? null)
      : null;
  const chargesRule = findDestinationCharges(
    tables.destinationCharges,
    destinationPort?.id ?? null,
    onDate,
    mode === 'bulk' ? 'bulk' : 'container',
  );
  const landRule = findLandFreight(tables.landFreight, setup.destinationCountryId, onDate);

  return {
    ok: true,
    duty,
    polarisation,
    freight: freightTerms,
    finance: financeTerms,
    input: {
      contractId: setup.contractId,
      currencyCode: setup.currencyCode,
      tons: setup.tons,
      contract,
      premium,
      seaFreight,
      // An ex-works truck delivery carries no sea insurance unless the user adds it (issue 14 item 6).
      insurance: exWorks
        ? { rate: 0, source: exWorksNoInsurance, period: null, timestamp: null }
        : {
            rate: (insuranceRule?.rate ?? 0) + (warRisk?.rate ?? 0),
            source:
              warRisk === undefined
                ? (insuranceRule?.source ?? 'no insurance rule')
                : `${insuranceRule?.source ?? 'no insurance rule'}; + war risk on the ${warRisk.routeClass} route ${(warRisk.rate * 100).toFixed(2)} %: ${unverifiedNote(warRisk.source, warRisk.verified ?? true)}`,
            period: null,
            timestamp: insuranceRule === undefined ? null : epochOf(insuranceRule.effectiveFrom),
          },
      duty:
        dutyRule === null
          ? {
              adValoremRate: 0,
              specificPerTonne: 0,
              currencyCode: 'USD',
              source: duty.reason,
              period: null,
              timestamp: null,
            }
          : {
              adValoremRate: dutyRule.adValoremRate,
              specificPerTonne: dutyRule.specificPerTonne,
              currencyCode: dutyRule.currencyCode,
              yieldFactor:
                dutyRule.yieldAdjusted && polarisation !== null ? yieldFactor(polarisation.degrees) : 1,
              source: `${dutyRule.id}: ${unverifiedNote(dutyRule.source, dutyRule.verified)}`,
              period: null,
              timestamp: epochOf(dutyRule.effectiveFrom),
            },
      finance: financeInput,
      polarisation:
        polarisation === null
          ? null
          : {
              rate: polarisation.rate,
              degrees: polarisation.degrees,
              gradeName: polarisation.gradeName,
              method: polarisation.method,
              source: unverifiedNote(polarisation.source, polarisation.verified),
              period: null,
              timestamp: epochOf(polarisation.effectiveFrom),
            },
      loading:
        setup.destinationCharges !== null
          ? flat(
              setup.destinationCharges.perTonne,
              setup.destinationCharges.currencyCode,
              'your destination',
              null,
            )
          : exWorks
            ? flat(0, 'EUR', exWorksNoPortCharges, null)
            : flat(
                chargesRule?.totalPerTonne ?? 0,
                chargesRule?.currencyCode ?? 'USD',
                chargesRule === null
                  ? 'no destination-charges rule'
                  : unverifiedNote(chargesRule.source, chargesRule.verified ?? true),
                chargesRule === null ? null : epochOf(chargesRule.effectiveFrom),
              ),
      landFreight:
        setup.landFreight !== null
          ? flat(setup.landFreight.perTonne, setup.landFreight.currencyCode, 'your destination', null)
          : flat(
              landRule?.perTonne ?? 0,
              landRule?.currencyCode ?? 'USD',
              landRule?.source ?? 'no land-freight rule',
              landRule === null ? null : epochOf(landRule.effectiveFrom),
            ),
      destinationPremium:
        setup.destinationPremium === undefined || setup.destinationPremium === null
          ? null
          : flat(
              setup.destinationPremium.perTonne,
              setup.destinationPremium.currencyCode,
              'your destination',
              null,
            ),
      adjustments: setup.adjustments,
    },
  };
};
