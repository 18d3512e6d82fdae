import { contracts } from '../market-data/contracts.ts';
import type { LaneAssessmentBook } from '../market-data/freight-assessments.ts';
import type { Period } from '../market-data/period.schemas.ts';
import type { Port, SeaDistance } from '../market-data/reference-data.schemas.ts';
import { findDestinationCharges, findLandFreight } from '../market-data/rule-lookups.ts';
import type { CalculatorSetup, ReferenceTables } from './calculator-setup.ts';
import { worldPriceOfBasis } from './duty-price-band.ts';
import { decideDuty, type DutyDecision } from './duty-decision.ts';
import type { ResolvedFinanceTerms } from './finance-terms.ts';
import { polarisationTerms, type PolarisationTerms } from './polarisation.ts';
import type { PricingInput } from './pricing-input.ts';
import { memoisedFreight, resolveFreight, type FreightMemo, type FreightTerms } from './resolve-freight.ts';
import { flat } from './resolve-helpers.ts';
import { resolveImportTaxes } from './import-taxes.ts';
import { premiumByBasisLineOf } from './origin-premium-by-basis.ts';
import {
  contractLineOf,
  dutyLineOf,
  exWorksInsurance,
  financeOf,
  insuranceLineOf,
  landFreightLineOf,
  loadingLineOf,
  polarisationLineOf,
  premiumLineOf,
} from './resolve-input-lines.ts';

export type { FreightTerms } from './resolve-freight.ts';

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
  /** Freight lines already worked out from the same tables (a pricing context's); missing = none kept. */
  readonly freightMemo?: FreightMemo;
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

/**
 * Builds the engine's input from a calculator, its period's published prices and the rule tables. Runs once per
 * calculator change (zod-free but not on the hot path); the result can be priced again whenever FX changes.
 */
export const resolvePricingInput = (context: ResolveContext): ResolveResult => {
  const { setup, period, originPort, destinationPort, distance, tables, onDate } = context;
  const contract = contractLineOf(setup, period);
  if (contract === null)
    return { ok: false, reason: `no published price for ${setup.contractId} ${period.id}` };
  const premium =
    premiumByBasisLineOf(setup, originPort, tables.originPremiumsByBasis, onDate) ??
    premiumLineOf(setup, originPort);
  const exWorks = setup.contractId === 'CashMarketPrice';
  const freightQuestion = {
    setup,
    distance,
    tables,
    onDate,
    originPortId: originPort?.id ?? null,
    destinationPortId: destinationPort?.id ?? null,
    assessments: context.freightAssessments,
    alternativeRoute: context.alternativeRoute,
  };
  const { seaFreight, freightTerms, mode, vessel, cargoTonnes, voyage } =
    context.freightMemo === undefined
      ? resolveFreight(freightQuestion)
      : memoisedFreight(context.freightMemo, freightQuestion);
  const { terms: financeTerms, input: financeInput } = financeOf(setup, tables, distance, {
    mode,
    voyage,
    vessel,
    cargoTonnes,
  });
  const insurance = exWorks
    ? exWorksInsurance
    : insuranceLineOf(
        tables,
        distance,
        onDate,
        originPort === null || destinationPort === null ? null : { from: originPort, to: destinationPort },
      );
  const product = contracts[setup.contractId].product;
  const duty = decideDuty({
    rules: tables.dutyRules,
    customsUnions: tables.customsUnions ?? [],
    destinationCountryId: setup.destinationCountryId,
    originCountryId: setup.originCountryId,
    product,
    onDate,
    choice: setup.dutyChoice ?? null,
    worldPricePerTonne: worldPriceOfBasis(setup.contractId, period),
    ...(context.countryName === undefined ? {} : { countryName: context.countryName }),
  });
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
  const importTaxes = exWorks
    ? null
    : resolveImportTaxes({
        rules: tables.importTaxes,
        destinationCountryId: setup.destinationCountryId,
        product,
        onDate,
        dutyRegime: duty.applied?.regime ?? null,
        carryDays: financeTerms?.paymentDays ?? 0,
      });

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
      insurance,
      duty: dutyLineOf(duty, polarisation),
      finance: financeInput,
      polarisation: polarisationLineOf(polarisation),
      loading: loadingLineOf(setup, chargesRule, exWorks),
      landFreight: landFreightLineOf(setup, landRule),
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
      importTaxes,
    },
  };
};
