import type { RouteCoordinates, SeaPoint } from '../calculators/calculators.schemas.ts';
import { contracts, isContractId, type ContractId } from '../market-data/contracts.ts';
import type { Period } from '../market-data/period.schemas.ts';
import type { Port } from '../market-data/reference-data.schemas.ts';
import type { AdjustableCostBlockType } from './cost-block-types.ts';
import { MissingFxRateError } from './convert-currency.ts';
import { worldPriceOfBasis } from './duty-price-band.ts';
import { decideDuty, type DutyOption } from './duty-decision.ts';
import { priceCalculator } from './price-calculator.ts';
import type { PricedCalculator } from './priced-calculator.ts';
import type { BlockAdjustment, PricingInput } from './pricing-input.ts';
import { findPeriod, type PricingContext } from './pricing-context.ts';
import { resolvePricingInput, type ResolveResult } from './resolve-pricing-input.ts';
import { flat, freightLine } from './resolve-helpers.ts';
import { withRolledPeriod } from './rolling-calculator.ts';
import { chooseSeaRoute } from './sea-route-choice.ts';
import {
  destinationOf,
  originCountryOf,
  routeOf,
  type Destination,
  type Route,
} from './stored-calculator-route.ts';
import type { StoredCalculator } from './stored-calculator.ts';

const adjustmentsOf = (row: StoredCalculator): Record<AdjustableCostBlockType, BlockAdjustment> => ({
  Premium: { active: row.activePremium, customCost: row.customPremium ? (row.customPremiumCost ?? 0) : null },
  SeaFreight: {
    active: row.activeSeaFreight,
    customCost: row.customSeaFreight ? (row.customSeaFreightCost ?? 0) : null,
  },
  Insurance: {
    active: row.activeInsurance,
    customCost: row.customInsurance ? (row.customInsuranceCost ?? 0) : null,
  },
  Duty: { active: row.activeDuty, customCost: row.customDuty ? (row.customDutyCost ?? 0) : null },
  Loading: { active: row.activeLoading, customCost: row.customLoading ? (row.customLoadingCost ?? 0) : null },
  LandFreight: {
    active: row.activeLandFreight,
    customCost: row.customLandFreight ? (row.customLandFreightCost ?? 0) : null,
  },
});

export type Resolution = {
  period: Period | null;
  destination: Destination | null;
  route: Route | null;
  result: ResolveResult;
};

const resolutionKey = (row: StoredCalculator): string =>
  [
    row.contractId,
    row.periodId,
    row.originCmpRegionId,
    row.originCountryId,
    row.originPortId,
    row.userDestinationId ?? row.globalDestinationId,
    row.destinationArrivalPortId,
    row.destinationCountryId,
    row.destinationCurrencyCode,
    row.destinationCost,
    row.destinationLandFreight,
    row.destinationPremiumCost,
    row.currencyCode,
    row.tonsPerContainer,
    row.polarisation,
    row.dutyRegime,
    row.freightMode,
    row.vesselClass,
    row.cargoTonnes,
    JSON.stringify(row.financeTerms),
    row.seaRoute,
    JSON.stringify(row.accountFinanceTerms),
  ].join('|');

/** The engine input of a calculator on one sea route (or none). */
const resolveOnRoute = (
  context: PricingContext,
  row: StoredCalculator,
  contractId: ContractId,
  period: Period,
  destination: Destination,
  route: Route | null,
): ResolveResult =>
  resolvePricingInput({
    setup: {
      contractId,
      currencyCode: row.currencyCode,
      tons: 0,
      tonsPerContainer: row.tonsPerContainer,
      originCountryId: originCountryOf(row, route),
      destinationCountryId: destination.countryId,
      destinationCharges: destination.charges,
      landFreight: destination.landFreight,
      destinationPremium: destination.premium,
      adjustments: {},
      polarisation: row.polarisation,
      dutyChoice: row.dutyRegime,
      cashMarketRegionId: row.originCmpRegionId,
      freightMode: row.freightMode === 'bulk' || row.freightMode === 'container' ? row.freightMode : null,
      vesselClassId: row.vesselClass,
      cargoTonnes: row.cargoTonnes,
      accountFinance: row.accountFinanceTerms,
      calculatorFinance: row.financeTerms,
    },
    period,
    originPort:
      route?.from ?? (row.originPortId === null ? null : (context.portsById.get(row.originPortId) ?? null)),
    destinationPort: route?.to ?? null,
    distance: route?.distance ?? null,
    tables: {
      dutyRules: context.reference.dutyRules,
      customsUnions: context.reference.customsUnions,
      polarisation: context.reference.polarisation,
      destinationCharges: context.reference.destinationCharges,
      landFreight: context.reference.landFreight,
      warRiskSurcharges: context.reference.warRiskSurcharges,
      inlandFreight: context.reference.inlandFreight,
      bulkFreight: context.reference.bulkFreight,
      finance: context.reference.finance,
      insurance: context.reference.insuranceRules,
      seaFreight: context.reference.seaFreight,
      tonnesPerContainer: context.reference.tonnesPerContainer,
      importTaxes: context.reference.importTaxes,
      containerLanes: context.reference.containerLanes ?? null,
      originPremiumsByBasis: context.reference.originPremiumsByBasis,
    },
    onDate: context.onDate,
    countryName: (countryId) => context.reference.countriesById.get(countryId)?.name ?? countryId,
    freightAssessments: context.freightAssessments,
    alternativeRoute: route !== null && route.cape !== null && route.distance === route.cape,
    freightMemo: context.freights,
  });

/** DDP per tonne of an engine input with the calculator's defaults, to compare routes; null when it cannot be priced. */
const ddpPerTonneOf = (context: PricingContext, input: PricingInput): number | null => {
  try {
    return priceCalculator({ ...input, tons: 1 }, context.fx, context.settings).price;
  } catch (error) {
    if (error instanceof MissingFxRateError) return null;
    throw error;
  }
};

/** Period, destination, route and the engine input without the per-calculator choices (tons, blocks), memoised. */
const resolve = (context: PricingContext, storedRow: StoredCalculator): Resolution => {
  const row = withRolledPeriod(context, storedRow);
  const key = resolutionKey(row);
  const cached = context.resolved.get(key) as Resolution | undefined;
  if (cached !== undefined) return cached;
  const contractId = row.contractId as ContractId;
  const period = isContractId(row.contractId)
    ? findPeriod(context, contractId, row.periodId, row.originCmpRegionId)
    : null;
  const destination = destinationOf(context, row);
  const shortest = destination === null ? null : routeOf(context, row, destination);
  let route = shortest;
  let result: ResolveResult;
  if (period === null) result = { ok: false, reason: `${row.periodId} is not a period of ${row.contractId}` };
  else if (destination === null) result = { ok: false, reason: 'The destination no longer exists' };
  else {
    const on = (candidate: Route | null) =>
      resolveOnRoute(context, row, contractId, period, destination, candidate);
    const choice =
      shortest === null
        ? null
        : chooseSeaRoute(shortest, row.seaRoute, (candidate) => {
            const candidateResult = on(candidate);
            return candidateResult.ok ? ddpPerTonneOf(context, candidateResult.input) : null;
          });
    route = choice;
    result = on(route);
  }
  const resolution = { period, destination, route, result };
  context.resolved.set(key, resolution);
  return resolution;
};

/** The engine input of one calculator: the shared resolution plus its tons, block choices and overrides. */
// Every field written out in one order rather than spread from `base`: a spread with fields added gives each object a
// hidden class of its own, which made every read of the input in the engine a megamorphic lookup.
export const engineInputOf = (row: StoredCalculator, base: PricingInput): PricingInput => ({
  contractId: base.contractId,
  currencyCode: base.currencyCode,
  tons: row.tons,
  contract: base.contract,
  premium: base.premium,
  // The card's per-box figure is a container price; a bulk or inland freight line is per tonne and ignores it.
  seaFreight:
    row.seaFreightContainerCost === null || (base.seaFreight.mode ?? 'container') !== 'container'
      ? base.seaFreight
      : freightLine(
          flat(
            row.seaFreightContainerCost,
            row.currencyCode,
            'your sea freight cost per 20-ft container',
            null,
          ),
          base.seaFreight.tonnesPerContainer,
          base.seaFreight.mode,
          base.seaFreight.formula,
        ),
  insurance: base.insurance,
  duty: base.duty,
  finance: base.finance ?? null,
  importTaxes: base.importTaxes ?? null,
  polarisation: base.polarisation ?? null,
  loading: base.loading,
  landFreight: base.landFreight,
  destinationPremium: base.destinationPremium ?? null,
  adjustments: adjustmentsOf(row),
  customForexRate: row.customForex ? row.customForexCost : null,
  dutyQuota:
    row.customQuota && row.customQuotaCost !== null
      ? { perTonne: row.customQuotaCost, currencyCode: row.customQuotaCurrencyCode ?? base.duty.currencyCode }
      : null,
});

export type Priced = { resolution: Resolution; priced: PricedCalculator | null; error: string | null };

const seaPointOf = (port: Port | undefined): SeaPoint | null =>
  port === undefined
    ? null
    : { seaportId: port.id, seaportName: port.name, seaportLat: port.sea.lat, seaportLng: port.sea.lng };

/** The sea-side ends of a calculator's leg: the priced route's ports, else the chosen ones (docs/decisions/0021). */
export const routeCoordinatesOf = (context: PricingContext, row: StoredCalculator): RouteCoordinates => {
  const { route, destination } = resolve(context, row);
  const chosenOrigin = row.originPortId === null ? undefined : context.portsById.get(row.originPortId);
  const chosenArrival =
    destination === null || destination.arrivalPortId === ''
      ? undefined
      : context.portsById.get(destination.arrivalPortId);
  return {
    origin: seaPointOf(route?.from ?? chosenOrigin),
    destination: seaPointOf(route?.to ?? chosenArrival),
  };
};

/** The duty question of this calculator, with `choice` the option picked on the card (null = automatic). */
const dutyDecisionOf = (context: PricingContext, row: StoredCalculator, choice: string | null) => {
  const { destination, route, period } = resolve(context, row);
  if (destination === null || !isContractId(row.contractId)) return null;
  return decideDuty({
    worldPricePerTonne: worldPriceOfBasis(row.contractId, period),
    rules: context.reference.dutyRules,
    customsUnions: context.reference.customsUnions,
    destinationCountryId: destination.countryId,
    originCountryId: originCountryOf(row, route),
    product: contracts[row.contractId].product,
    onDate: context.onDate,
    choice,
  });
};

/**
 * The duty rule this calculator's Duty block starts from (the one an in-quota duty replaces): 'none' when no rule
 * applies, null when the destination is gone. Its currency is the one an in-quota duty is entered in.
 */
export const dutyRuleOf = (
  context: PricingContext,
  row: StoredCalculator,
): { id: string; currencyCode: string } | null => {
  const decision = dutyDecisionOf(context, row, row.dutyRegime);
  if (decision === null) return null;
  const rule = decision.applied;
  // The engine's input uses USD for 'no rule' (resolve-pricing-input.ts); an in-quota duty then is in USD too.
  return rule === null
    ? { id: 'none', currencyCode: 'USD' }
    : { id: rule.id, currencyCode: rule.currencyCode };
};

/** The duty options the card lists for this calculator now (empty when the destination is gone or has no rule). */
export const dutyOptionsOf = (context: PricingContext, row: StoredCalculator): readonly DutyOption[] =>
  dutyDecisionOf(context, row, null)?.options ?? [];

/** The currency the contract is published in (the 'per unit of' of a custom exchange rate). */
export const contractCurrencyOf = (context: PricingContext, row: StoredCalculator): string =>
  resolve(context, row).period?.currencyCode ??
  (isContractId(row.contractId) ? contracts[row.contractId].currencyCode : row.currencyCode);

/** The calculator priced with this context: its resolution, the engine's result, or why it cannot be priced. */
export const price = (context: PricingContext, row: StoredCalculator): Priced => {
  const resolution = resolve(context, row);
  if (!resolution.result.ok) return { resolution, priced: null, error: resolution.result.reason };
  try {
    return {
      resolution,
      priced: priceCalculator(engineInputOf(row, resolution.result.input), context.fx, context.settings),
      error: null,
    };
  } catch (error) {
    if (error instanceof MissingFxRateError) return { resolution, priced: null, error: error.message };
    throw error;
  }
};
