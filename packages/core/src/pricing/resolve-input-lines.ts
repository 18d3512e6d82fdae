import { contracts } from '../market-data/contracts.ts';
import type { Period } from '../market-data/period.schemas.ts';
import type { Port, SeaDistance } from '../market-data/reference-data.schemas.ts';
import type { DestinationChargeRule, LandFreightRule } from '../market-data/cost-rules.schemas.ts';
import type { CalculatorSetup, ReferenceTables } from './calculator-setup.ts';
import { specificDutyFactor, type DutyDecision } from './duty-decision.ts';
import { resolveFinanceTerms, type ResolvedFinanceTerms } from './finance-terms.ts';
import type { PolarisationTerms } from './polarisation.ts';
import type { PricingInput } from './pricing-input.ts';
import type { resolveFreight } from './resolve-freight.ts';
import { epochOf, flat, unverifiedNote } from './resolve-helpers.ts';
import { riskAreasPassed } from './route-risk-areas.ts';

// The engine input's lines, each from the calculator's setup and the rule rows in force (resolve-pricing-input.ts).

const exWorksNoInsurance =
  'ex-works delivery by truck: no sea insurance (add a custom Insurance cost to insure the haul)';
const exWorksNoPortCharges =
  'ex-works delivery by truck: no port charges (add a custom DEST. CHARGES cost if the buyer pays any)';

/**
 * The published price of the period (null while none is published); Brazil is published as base + premium, the
 * physical price is their sum.
 */
export const contractLineOf = (setup: CalculatorSetup, period: Period): PricingInput['contract'] | null => {
  if (period.price === null || period.lowPrice === null || period.highPrice === null) return null;
  const published = `${contracts[setup.contractId].displayName} ${period.name}`;
  // calculators.md §2.6 'SOL Brazil'.
  const premiumInPrice = period.premiumCost ?? 0;
  return {
    price: period.price + premiumInPrice,
    lowPrice: period.lowPrice + premiumInPrice,
    highPrice: period.highPrice + premiumInPrice,
    currencyCode: period.currencyCode,
    unit: setup.contractId === 'NewYork11' ? ('centsPerPound' as const) : ('perTonne' as const),
    source: published,
    period: period.id,
    timestamp: period.lastUpdated,
  };
};

/** The origin port's default FOB premium; none where the published price already includes it. */
export const premiumLineOf = (setup: CalculatorSetup, originPort: Port | null): PricingInput['premium'] => {
  const premiumIncluded =
    setup.contractId === 'BrazilSRP' ||
    setup.contractId === 'BrazilSPRP' ||
    setup.contractId === 'CashMarketPrice';
  const portPremium = originPort?.defaultPremium ?? null;
  return premiumIncluded || portPremium === null
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
};

type Freight = ReturnType<typeof resolveFreight>;

/**
 * The cost-of-money terms in force (account default, then the calculator's own) with the days the money is out,
 * and the Finance line they add while switched on (docs/decisions/0034).
 */
export const financeOf = (
  setup: CalculatorSetup,
  tables: ReferenceTables,
  distance: SeaDistance | null,
  { mode, voyage, vessel, cargoTonnes }: Pick<Freight, 'mode' | 'voyage' | 'vessel' | 'cargoTonnes'>,
): {
  terms: (ResolvedFinanceTerms & { readonly transitDays: number }) | null;
  input: PricingInput['finance'];
} => {
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
  return { terms: financeTerms, input: financeInput };
};

/** An ex-works truck delivery carries no sea insurance unless the user adds it (issue 14 item 6). */
export const exWorksInsurance: PricingInput['insurance'] = {
  rate: 0,
  source: exWorksNoInsurance,
  period: null,
  timestamp: null,
};

/**
 * Cargo cover in force on the day, plus the war-risk surcharge where the route passes its risk area (or, for a row
 * without an area, has its class). `ports` are the route's ends; without them only class rows apply.
 */
export const insuranceLineOf = (
  tables: ReferenceTables,
  distance: SeaDistance | null,
  onDate: string,
  ports: { readonly from: Port; readonly to: Port } | null = null,
): PricingInput['insurance'] => {
  const insuranceRule = [...tables.insurance]
    .filter((rule) => rule.effectiveFrom <= onDate)
    .sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom))[0];
  const warRisk =
    distance === null
      ? undefined
      : (tables.warRiskSurcharges ?? [])
          .filter(
            (row) =>
              row.effectiveFrom <= onDate &&
              (row.riskArea === undefined
                ? row.routeClass === distance.routeClass
                : ports !== null &&
                  riskAreasPassed(ports.from.sea, ports.to.sea, distance.routeClass).includes(row.riskArea)),
          )
          .sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom))[0];
  return {
    rate: (insuranceRule?.rate ?? 0) + (warRisk?.rate ?? 0),
    source:
      warRisk === undefined
        ? (insuranceRule?.source ?? 'no insurance rule')
        : `${insuranceRule?.source ?? 'no insurance rule'}; + war risk ${warRisk.riskArea === undefined ? `on the ${warRisk.routeClass} route` : `through ${warRisk.riskArea}`} ${(warRisk.rate * 100).toFixed(2)} %: ${unverifiedNote(warRisk.source, warRisk.verified ?? true)}`,
    period: null,
    timestamp: insuranceRule === undefined ? null : epochOf(insuranceRule.effectiveFrom),
  };
};

/**
 * The duty rule that applied, its specific part adjusted by the yield or the per-degree scale where the rule says so;
 * none = no duty.
 */
export const dutyLineOf = (
  duty: DutyDecision,
  polarisation: PolarisationTerms | null,
): PricingInput['duty'] => {
  const dutyRule = duty.applied;
  return dutyRule === null
    ? {
        adValoremRate: 0,
        specificPerTonne: 0,
        currencyCode: 'USD',
        yieldFactor: 1,
        perDegree: false,
        known: false,
        source: duty.reason,
        period: null,
        timestamp: null,
      }
    : {
        adValoremRate: dutyRule.adValoremRate,
        specificPerTonne: dutyRule.specificPerTonne,
        currencyCode: dutyRule.currencyCode,
        yieldFactor: specificDutyFactor(dutyRule, polarisation?.degrees ?? null),
        perDegree: dutyRule.degreeScale !== null && polarisation !== null,
        cifThreshold:
          dutyRule.cifThreshold === null
            ? null
            : {
                thresholdPerTonne: dutyRule.cifThreshold.thresholdPerTonne,
                shortfallRate: dutyRule.cifThreshold.shortfallRate,
                adValoremOnThreshold: dutyRule.cifThreshold.adValoremOnThreshold ?? false,
              },
        known: true,
        source: `${dutyRule.id}: ${unverifiedNote(dutyRule.source, dutyRule.verified)}`,
        period: null,
        timestamp: epochOf(dutyRule.effectiveFrom),
      };
};

export const polarisationLineOf = (polarisation: PolarisationTerms | null): PricingInput['polarisation'] =>
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
      };

/** The user's destination charges, else none ex-works, else the port's rule for the freight mode. */
export const loadingLineOf = (
  setup: CalculatorSetup,
  chargesRule: DestinationChargeRule | null,
  exWorks: boolean,
): PricingInput['loading'] =>
  setup.destinationCharges !== null
    ? flat(setup.destinationCharges.perTonne, setup.destinationCharges.currencyCode, 'your destination', null)
    : exWorks
      ? flat(0, 'EUR', exWorksNoPortCharges, null)
      : flat(
          chargesRule?.totalPerTonne ?? 0,
          chargesRule?.currencyCode ?? 'USD',
          chargesRule === null
            ? 'no destination-charges rule'
            : unverifiedNote(chargesRule.source, chargesRule.verified ?? true),
          chargesRule === null ? null : epochOf(chargesRule.effectiveFrom),
        );

/** The user's land freight, else the destination country's rule. */
export const landFreightLineOf = (
  setup: CalculatorSetup,
  landRule: LandFreightRule | null,
): PricingInput['landFreight'] =>
  setup.landFreight !== null
    ? flat(setup.landFreight.perTonne, setup.landFreight.currencyCode, 'your destination', null)
    : flat(
        landRule?.perTonne ?? 0,
        landRule?.currencyCode ?? 'USD',
        landRule?.source ?? 'no land-freight rule',
        landRule === null ? null : epochOf(landRule.effectiveFrom),
      );
