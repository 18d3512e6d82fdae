import type { CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import { contractDisplayNames, isContractId } from '@psc/core/market-data/contracts';
import { roundTo } from '@psc/core/pricing/round-to-cents';
import { transitTime } from '@psc/core/pricing/voyage';
import { dutyRuleOf, price, routeCoordinatesOf } from '@psc/core/pricing/price-stored-calculator';
import { rollingOf, withRolledPeriod } from '@psc/core/pricing/rolling-calculator';
import type { CalculatorRow } from './calculators.repository.ts';
import type { PricingContext } from './pricing-context.ts';
import { tradeTermsReplyOf } from './trade-terms-reply.ts';
import { withFreshness } from './calculator-freshness.ts';
import { importTaxesReplyOf } from './import-taxes-reply.ts';

/** What other modules price or reply from: a stored calculator with its user destination (a quote keeps one). */
export type { CalculatorRow } from './calculators.repository.ts';

/** A calculator as every calculator call answers it (calculators.md §3), priced now from the current publications. */
export const toCalculatorReply = (context: PricingContext, storedRow: CalculatorRow): CalculatorReply => {
  const row = withRolledPeriod(context, storedRow);
  const { resolution, priced, error } = price(context, row);
  const { period, destination, route } = resolution;
  const contractId = isContractId(row.contractId) ? row.contractId : 'London5';
  const voyage = context.reference.seaFreight.voyage;
  const originPort = row.originPortId === null ? undefined : context.portsById.get(row.originPortId);
  const bulkVoyage = resolution.result.ok ? (resolution.result.freight.voyage ?? null) : null;
  const defaultTonsPerContainer = resolution.result.ok
    ? resolution.result.input.seaFreight.tonnesPerContainer
    : 0;
  return {
    id: row.id,
    name: row.name,
    contractId,
    contractName: contractDisplayNames[contractId],
    periodId: row.periodId,
    rollingPeriod: rollingOf(row),
    period: {
      id: row.periodId,
      name: period?.name ?? row.periodId,
      displayName: period?.displayName ?? row.periodId,
      concluded: period?.concluded ?? true,
      lastUpdated: period?.lastUpdated ?? null,
    },
    originRegionId: row.originRegionId,
    originCMPRegionId: row.originCmpRegionId,
    originCountryId: row.originCountryId,
    originCountryName:
      row.originCountryId === null
        ? null
        : (context.reference.countriesById.get(row.originCountryId)?.name ?? null),
    originPortId: row.originPortId,
    originPortName: originPort?.name ?? null,
    destinationId: row.userDestinationId ?? row.globalDestinationId ?? '',
    destination: destination
      ? {
          id: destination.id,
          kind: destination.kind,
          name: destination.name,
          region: destination.region,
          country: destination.country,
          countryName: destination.countryName,
          arrivalPortId: route?.to.id ?? destination.arrivalPortId,
          arrivalPortName: route?.to.name ?? destination.arrivalPortName,
        }
      : {
          id: row.userDestinationId ?? row.globalDestinationId ?? '',
          kind: row.userDestinationId ? 'userDefined' : 'global',
          name: '',
          region: '',
          country: '',
          countryName: '',
          arrivalPortId: '',
          arrivalPortName: '',
        },
    route: route
      ? {
          fromPortId: route.from.id,
          fromPortName: route.from.name,
          toPortId: route.to.id,
          toPortName: route.to.name,
          routeClass: route.distance.routeClass,
        }
      : null,
    currencyCode: row.currencyCode,
    contractCurrencyCode: priced?.contractCurrencyCode ?? period?.currencyCode ?? row.currencyCode,
    contractPrice: priced?.contractPrice ?? 0,
    flatPrice: priced?.flatPrice ?? 0,
    price: priced?.price ?? 0,
    lowPrice: priced?.lowPrice ?? 0,
    highPrice: priced?.highPrice ?? 0,
    tons: row.tons,
    total: priced?.total ?? 0,
    lowTotal: priced?.lowTotal ?? 0,
    highTotal: priced?.highTotal ?? 0,
    tonsPerContainer: priced?.tonsPerContainer ?? row.tonsPerContainer ?? defaultTonsPerContainer,
    customTonsPerContainer: row.tonsPerContainer !== null,
    distanceInKM: route ? roundTo(route.distance.km, 3) : null,
    distanceInNM: route ? roundTo(route.distance.nm, 3) : null,
    travelTimeInMS: route
      ? bulkVoyage !== null
        ? transitTime(route.distance.nm, bulkVoyage.speedKnots, bulkVoyage.portDays).milliseconds
        : transitTime(route.distance.nm, voyage.speedKnots, voyage.portDays).milliseconds
      : null,
    creationTimestamp: row.creationTimestamp.getTime(),
    lastForexUpdated: priced?.lastForexUpdated ?? null,
    seaFreightCost: priced?.seaFreightCost ?? row.seaFreightContainerCost ?? 0,
    customSeaFreightContainerCost: row.seaFreightContainerCost !== null,
    seaFreightPerTonPrice: priced?.seaFreightPerTonPrice ?? 0,
    subtotals: priced ? [...priced.subtotals] : [],
    pricingError: error,
    activeDuty: row.activeDuty,
    activeInsurance: row.activeInsurance,
    activeLandFreight: row.activeLandFreight,
    activeLoading: row.activeLoading,
    activePremium: row.activePremium,
    activeSeaFreight: row.activeSeaFreight,
    customDuty: row.customDuty,
    customInsurance: row.customInsurance,
    customLandFreight: row.customLandFreight,
    customLoading: row.customLoading,
    customPremium: row.customPremium,
    customSeaFreight: row.customSeaFreight,
    customDutyCost: row.customDutyCost,
    customInsuranceCost: row.customInsuranceCost,
    customLandFreightCost: row.customLandFreightCost,
    customLoadingCost: row.customLoadingCost,
    customPremiumCost: row.customPremiumCost,
    customSeaFreightCost: row.customSeaFreightCost,
    customForex: row.customForex,
    customForexCost: row.customForexCost,
    customQuota: row.customQuota,
    customQuotaCost: row.customQuotaCost,
    customQuotaCurrencyCode: row.customQuota ? row.customQuotaCurrencyCode : null,
    dutyCurrencyCode: resolution.result.ok
      ? resolution.result.input.duty.currencyCode
      : (dutyRuleOf(context, row)?.currencyCode ?? null),
    destinationPremium: priced?.destinationPremium ?? null,
    ...completenessOf(resolution.result, priced, error),
    ...withFreshness(context, row, resolution, priced?.blocks ?? []),
    ...importTaxesReplyOf(resolution.result, priced, destination?.countryName ?? ''),
    ...tradeTermsReplyOf(context, row, resolution.result, priced, route),
    coordinates: routeCoordinatesOf(context, row),
    previousCoordinates: row.previousCoordinates ?? null,
  };
};

/** Whether the DDP is duty-paid, and why not (issue 45 item 2, decision 0105). */
const completenessOf = (
  result: ReturnType<typeof price>['resolution']['result'],
  priced: ReturnType<typeof price>['priced'],
  error: string | null,
): Pick<CalculatorReply, 'priceComplete' | 'incompleteReason'> => {
  if (priced === null) return { priceComplete: false, incompleteReason: error ?? 'not priced' };
  if (priced.priceComplete) return { priceComplete: true, incompleteReason: null };
  const reason = result.ok ? result.duty.reason : 'Duty not known';
  return { priceComplete: false, incompleteReason: `${reason}: the DDP excludes duty` };
};
