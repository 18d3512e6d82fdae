import type { CalculatorReply, RouteCoordinates, SeaPoint } from '@psc/core/calculators/calculators.schemas';
import { contracts, isContractId, type ContractId } from '@psc/core/market-data/contracts';
import type { Period } from '@psc/core/market-data/period.schemas';
import type { Port, SeaDistance } from '@psc/core/market-data/reference-data.schemas';
import { findCashMarketRegion } from '@psc/core/market-data/europe-cash-market-regions';
import { findSeaDistance } from '@psc/core/market-data/rule-lookups';
import type { AdjustableCostBlockType } from '@psc/core/pricing/cost-block-types';
import { MissingFxRateError } from '@psc/core/pricing/convert-currency';
import { decideDuty, type DutyOption } from '@psc/core/pricing/duty-decision';
import { priceCalculator } from '@psc/core/pricing/price-calculator';
import type { PricedCalculator } from '@psc/core/pricing/priced-calculator';
import type { BlockAdjustment, PricingInput } from '@psc/core/pricing/pricing-input';
import { resolvePricingInput, type ResolveResult } from '@psc/core/pricing/resolve-pricing-input';
import type { CalculatorRow, PricedColumns } from './calculators.repository.ts';

/** What this module prices: a stored calculator with its user destination (a quote keeps one, decision 0045). */
export type { CalculatorRow } from './calculators.repository.ts';
import { findPeriod, type PricingContext } from './pricing-context.ts';
import { withRolledPeriod } from './rolling-calculator-row.ts';

type Destination = CalculatorReply['destination'] & {
  countryId: string;
  /** The user's amounts; null = the rule tables' defaults (global destinations). */
  charges: { perTonne: number; currencyCode: string } | null;
  landFreight: { perTonne: number; currencyCode: string } | null;
  premium: { perTonne: number; currencyCode: string } | null;
};

/** `suez` keeps the canal distance when the user chose the Cape instead (docs/decisions/0035). */
export type Route = {
  from: Port;
  to: Port;
  distance: SeaDistance;
  suez: SeaDistance | null;
  cape: SeaDistance | null;
};

const adjustmentsOf = (row: CalculatorRow): Record<AdjustableCostBlockType, BlockAdjustment> => ({
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

const destinationOf = (context: PricingContext, row: CalculatorRow): Destination | null => {
  if (row.userDestinationId !== null) {
    if (row.destinationCountryId === null || row.destinationName === null) return null;
    const port = row.destinationArrivalPortId
      ? context.portsById.get(row.destinationArrivalPortId)
      : undefined;
    return {
      id: row.userDestinationId,
      kind: 'userDefined',
      name: row.destinationName,
      region: row.destinationRegion ?? '',
      country: row.destinationCountryId,
      countryId: row.destinationCountryId,
      countryName:
        context.reference.countriesById.get(row.destinationCountryId)?.name ?? row.destinationCountryId,
      arrivalPortId: port?.id ?? '',
      arrivalPortName: port?.name ?? '',
      charges:
        row.destinationCost === null
          ? null
          : { perTonne: row.destinationCost, currencyCode: row.destinationCurrencyCode ?? 'USD' },
      landFreight: {
        perTonne: row.destinationLandFreight ?? 0,
        currencyCode: row.destinationCurrencyCode ?? 'USD',
      },
      premium:
        row.destinationPremiumCost === null
          ? null
          : { perTonne: row.destinationPremiumCost, currencyCode: row.destinationCurrencyCode ?? 'USD' },
    };
  }
  const port = row.globalDestinationId === null ? undefined : context.portsById.get(row.globalDestinationId);
  if (port === undefined) return null;
  const country = context.reference.countriesById.get(port.countryId);
  return {
    id: port.id,
    kind: 'global',
    name: port.name,
    region: country?.region ?? '',
    country: port.countryId,
    countryId: port.countryId,
    countryName: country?.name ?? port.countryId,
    arrivalPortId: port.id,
    arrivalPortName: port.name,
    charges: null,
    landFreight: null,
    premium: null,
  };
};

/**
 * The sea route: the chosen ports, or for 'Any' port the pair with the shortest known distance among the country's
 * ports (docs/decisions/0018). The cash market is ex-works in Europe and has no sea leg.
 */
const routeOf = (context: PricingContext, row: CalculatorRow, destination: Destination): Route | null => {
  if (row.contractId === 'CashMarketPrice') return null;
  const chosenOrigin = row.originPortId === null ? undefined : context.portsById.get(row.originPortId);
  const origins = chosenOrigin
    ? [chosenOrigin]
    : row.originCountryId === null
      ? []
      : (context.originPortsByCountry.get(row.originCountryId) ?? []);
  const chosenArrival =
    destination.arrivalPortId === '' ? undefined : context.portsById.get(destination.arrivalPortId);
  const arrivals = chosenArrival
    ? [chosenArrival]
    : (context.destinationPortsByCountry.get(destination.countryId) ?? []);
  let best: { from: Port; to: Port; distance: SeaDistance } | null = null;
  for (const from of origins) {
    for (const to of arrivals) {
      const distance = findSeaDistance(context.reference.seaDistances, from.id, to.id);
      if (distance !== null && (best === null || distance.nm < best.distance.nm))
        best = { from, to, distance };
    }
  }
  if (best === null) return null;
  const { from, to, distance } = best;
  const capeLeg =
    distance.routeClass === 'Suez'
      ? context.reference.capeDistances.get(from.id < to.id ? `${from.id}|${to.id}` : `${to.id}|${from.id}`)
      : undefined;
  const cape: SeaDistance | null =
    capeLeg === undefined
      ? null
      : { ...distance, km: capeLeg.km, nm: capeLeg.nm, routeClass: 'Cape of Good Hope' };
  return {
    from,
    to,
    distance: row.seaRoute === 'cape' && cape !== null ? cape : distance,
    suez: cape === null ? null : distance,
    cape,
  };
};

type Resolution = {
  period: Period | null;
  destination: Destination | null;
  route: Route | null;
  result: ResolveResult;
};

const resolutionKey = (row: CalculatorRow): string =>
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

/**
 * The exporting country the duty rules see: the chosen one, else the priced route's origin port; a cash-market
 * region group without a country stands for its members, which share one customs territory (all EU, or the UK).
 */
const originCountryOf = (row: CalculatorRow, route: Route | null): string | null =>
  row.originCountryId ??
  route?.from.countryId ??
  (row.originCmpRegionId === null
    ? null
    : (findCashMarketRegion(row.originCmpRegionId)?.countryIds[0] ?? null));

/** Period, destination, route and the engine input without the per-calculator choices (tons, blocks), memoised. */
const resolve = (context: PricingContext, storedRow: CalculatorRow): Resolution => {
  const row = withRolledPeriod(context, storedRow);
  const key = resolutionKey(row);
  const cached = context.resolved.get(key) as Resolution | undefined;
  if (cached !== undefined) return cached;
  const contractId = row.contractId as ContractId;
  const period = isContractId(row.contractId)
    ? findPeriod(context, contractId, row.periodId, row.originCmpRegionId)
    : null;
  const destination = destinationOf(context, row);
  const route = destination === null ? null : routeOf(context, row, destination);
  let result: ResolveResult;
  if (period === null) result = { ok: false, reason: `${row.periodId} is not a period of ${row.contractId}` };
  else if (destination === null) result = { ok: false, reason: 'The destination no longer exists' };
  else {
    result = resolvePricingInput({
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
      },
      onDate: context.onDate,
      countryName: (countryId) => context.reference.countriesById.get(countryId)?.name ?? countryId,
      freightAssessments: context.freightAssessments,
      alternativeRoute: route !== null && route.cape !== null && route.distance === route.cape,
    });
  }
  const resolution = { period, destination, route, result };
  context.resolved.set(key, resolution as never);
  return resolution;
};

/** The engine input of one calculator: the shared resolution plus its tons, block choices and overrides. */
const inputOf = (row: CalculatorRow, base: PricingInput): PricingInput => ({
  ...base,
  tons: row.tons,
  adjustments: adjustmentsOf(row),
  customForexRate: row.customForex ? row.customForexCost : null,
  dutyQuota:
    row.customQuota && row.customQuotaCost !== null
      ? { perTonne: row.customQuotaCost, currencyCode: row.customQuotaCurrencyCode ?? base.duty.currencyCode }
      : null,
  // The card's per-box figure is a container price; a bulk or inland freight line is per tonne and ignores it.
  seaFreight:
    row.seaFreightContainerCost === null || (base.seaFreight.mode ?? 'container') !== 'container'
      ? base.seaFreight
      : {
          ...base.seaFreight,
          price: row.seaFreightContainerCost,
          lowPrice: row.seaFreightContainerCost,
          highPrice: row.seaFreightContainerCost,
          currencyCode: row.currencyCode,
          source: 'your sea freight cost per 20-ft container',
          period: null,
          timestamp: null,
        },
});

type Priced = { resolution: Resolution; priced: PricedCalculator | null; error: string | null };

const seaPointOf = (port: Port | undefined): SeaPoint | null =>
  port === undefined
    ? null
    : { seaportId: port.id, seaportName: port.name, seaportLat: port.sea.lat, seaportLng: port.sea.lng };

/** The sea-side ends of a calculator's leg: the priced route's ports, else the chosen ones (docs/decisions/0021). */
export const routeCoordinatesOf = (context: PricingContext, row: CalculatorRow): RouteCoordinates => {
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
const dutyDecisionOf = (context: PricingContext, row: CalculatorRow, choice: string | null) => {
  const { destination, route } = resolve(context, row);
  if (destination === null || !isContractId(row.contractId)) return null;
  return decideDuty({
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
  row: CalculatorRow,
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
export const dutyOptionsOf = (context: PricingContext, row: CalculatorRow): readonly DutyOption[] =>
  dutyDecisionOf(context, row, null)?.options ?? [];

/** The currency the contract is published in (the 'per unit of' of a custom exchange rate). */
export const contractCurrencyOf = (context: PricingContext, row: CalculatorRow): string =>
  resolve(context, row).period?.currencyCode ??
  (isContractId(row.contractId) ? contracts[row.contractId].currencyCode : row.currencyCode);

/** The calculator priced with this context: its resolution, the engine's result, or why it cannot be priced. */
export const price = (context: PricingContext, row: CalculatorRow): Priced => {
  const resolution = resolve(context, row);
  if (!resolution.result.ok) return { resolution, priced: null, error: resolution.result.reason };
  try {
    return {
      resolution,
      priced: priceCalculator(inputOf(row, resolution.result.input), context.fx, context.settings),
      error: null,
    };
  } catch (error) {
    if (error instanceof MissingFxRateError) return { resolution, priced: null, error: error.message };
    throw error;
  }
};

/** The stored-price columns of one calculator, for the set-based job (no reply objects built). */
export const pricedColumnsOf = (context: PricingContext, row: CalculatorRow): PricedColumns => {
  const { priced, error } = price(context, row);
  return {
    id: row.id,
    price: priced?.price ?? null,
    lowPrice: priced?.lowPrice ?? null,
    highPrice: priced?.highPrice ?? null,
    total: priced?.total ?? null,
    contractPrice: priced?.contractPrice ?? null,
    error,
  };
};
