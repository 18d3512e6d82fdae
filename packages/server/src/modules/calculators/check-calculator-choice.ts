import type { CalculatorRequestParsed } from '@psc/core/calculators/calculators.schemas';
import { contracts, type ContractId } from '@psc/core/market-data/contracts';
import { cashMarketPeriodId, findCashMarketRegion } from '@psc/core/market-data/europe-cash-market-regions';
import { parseRollingPeriod, type RollingPeriod } from '@psc/core/market-data/rolling-period';
import { AppError } from '@psc/core/shared/app-error';
import { referenceMessages } from '@psc/core/market-data/reference-messages';
import { calculatorChoiceMessages } from '@psc/core/calculators/calculator-choice-messages';
import type { Deps } from '../../deps.ts';
import type { Principal } from '../../shared/principal.ts';
import type { CalculatorChanges } from './calculators.repository.ts';
import { checkFreightMode } from './freight-choices.ts';
import { findPeriod } from '@psc/core/pricing/pricing-context';
import type { PricingContext } from './pricing-context.ts';

/** calculators.md §4 'Basis change': these bases load at Santos. */
export const brazilOrigin = { regionId: 'South America', countryId: '076', portId: 'BRSSZ' } as const;
export const europeRegionId = 'Europe';

const invalid = (message: string) => new AppError('VALIDATION', message);

const isBrazil = (contractId: ContractId) => contractId === 'BrazilSRP' || contractId === 'BrazilSPRP';

export type DestinationColumns = Pick<CalculatorChanges, 'userDestinationId' | 'globalDestinationId'>;

/** The caller's own destination (uuid) or a global destination (a port id); the cash market only delivers in Europe. */
export const checkDestination = async (
  deps: Pick<Deps, 'calculatorsRepository'>,
  principal: Principal,
  context: PricingContext,
  destinationId: string,
  contractId: ContractId,
): Promise<DestinationColumns> => {
  const own = await deps.calculatorsRepository.findOwnedDestination(
    principal.accountId,
    principal.personId,
    destinationId,
  );
  let region: string | undefined;
  let columns: DestinationColumns;
  if (own) {
    region = own.region;
    columns = { userDestinationId: own.id, globalDestinationId: null };
  } else {
    const port = context.portsById.get(destinationId);
    if (!port || !port.isDestination) throw invalid(calculatorChoiceMessages.unknownDestination);
    region = context.reference.countriesById.get(port.countryId)?.region;
    columns = { userDestinationId: null, globalDestinationId: port.id };
  }
  if (contractId === 'CashMarketPrice' && region !== europeRegionId)
    throw invalid(calculatorChoiceMessages.cashMarketEuropeOnly);
  return columns;
};

/**
 * A currency the calculator can be priced in: an ISO code with a published FX rate, or USD (the FX table quotes
 * exactly market-data's priceableCurrencyCodes, the list GET /currencies/ offers; docs/decisions/0022).
 */
export const checkCurrency = (context: PricingContext, currencyCode: string): string => {
  if (!context.reference.currencies.some((currency) => currency.code === currencyCode))
    throw invalid(referenceMessages.notIsoCurrency(currencyCode));
  if (!context.fx.quotes.has(currencyCode)) throw invalid(referenceMessages.noFxRate(currencyCode));
  return currencyCode;
};

/** A period of the contract; a concluded one only when the calculator already holds it (it shows as ' exp'). */
export const checkPeriod = (
  context: PricingContext,
  contractId: ContractId,
  periodId: string,
  cmpRegionId: string | null,
  keptPeriodId: string | null,
): string => {
  const period = findPeriod(context, contractId, periodId, cmpRegionId);
  if (period === null)
    throw invalid(calculatorChoiceMessages.unknownPeriod(periodId, contracts[contractId].displayName));
  if (period.concluded && periodId !== keptPeriodId)
    throw invalid(calculatorChoiceMessages.periodExpired(period.name));
  return periodId;
};

type Origin = Pick<
  CalculatorChanges,
  'originRegionId' | 'originCmpRegionId' | 'originCountryId' | 'originPortId'
>;

/** The origin chain of §4: region → country (having origin ports) → port, with the bases that fix it. */
export const checkOrigin = (
  context: PricingContext,
  contractId: ContractId,
  choice: Pick<
    CalculatorRequestParsed,
    'originRegionId' | 'originCMPRegionId' | 'originCountryId' | 'originPortId'
  >,
): Origin => {
  if (contractId === 'CashMarketPrice') {
    if (choice.originRegionId !== null && choice.originRegionId !== europeRegionId)
      throw invalid(calculatorChoiceMessages.cashMarketInEurope);
    const group = choice.originCMPRegionId === null ? null : findCashMarketRegion(choice.originCMPRegionId);
    if (group === null) throw invalid(calculatorChoiceMessages.chooseRegionGroup);
    if (choice.originCountryId !== null && !group.countryIds.includes(choice.originCountryId))
      throw invalid(calculatorChoiceMessages.countryNotInRegion(group.name));
    if (choice.originPortId !== null) throw invalid(calculatorChoiceMessages.cashMarketNoOriginPort);
    return {
      originRegionId: europeRegionId,
      originCmpRegionId: group.id,
      originCountryId: choice.originCountryId,
      originPortId: null,
    };
  }
  if (isBrazil(contractId)) {
    const fixed = [
      choice.originCountryId ?? brazilOrigin.countryId,
      choice.originPortId ?? brazilOrigin.portId,
    ];
    if (fixed[0] !== brazilOrigin.countryId || fixed[1] !== brazilOrigin.portId)
      throw invalid(calculatorChoiceMessages.loadsAtSantos(contracts[contractId].displayName));
    return {
      originRegionId: brazilOrigin.regionId,
      originCmpRegionId: null,
      originCountryId: brazilOrigin.countryId,
      originPortId: brazilOrigin.portId,
    };
  }
  const regionId = choice.originRegionId;
  if (regionId === null) throw invalid(calculatorChoiceMessages.regionRequired);
  if (!context.reference.regions.some((region) => region.id === regionId))
    throw invalid(referenceMessages.unknownRegion(regionId));
  let countryId = choice.originCountryId;
  const portId = choice.originPortId;
  if (portId !== null) {
    const port = context.portsById.get(portId);
    if (!port || !port.isOrigin) throw invalid(calculatorChoiceMessages.notAnOriginPort(portId));
    if (countryId !== null && port.countryId !== countryId)
      throw invalid(calculatorChoiceMessages.portNotInCountry(port.name));
    countryId = port.countryId;
  }
  if (countryId !== null) {
    const country = context.reference.countriesById.get(countryId);
    if (!country || country.region !== regionId)
      throw invalid(calculatorChoiceMessages.countryNotInRegion(regionId));
    if (!context.originPortsByCountry.has(countryId))
      throw invalid(calculatorChoiceMessages.noOriginPort(country.name));
  }
  return {
    originRegionId: regionId,
    originCmpRegionId: null,
    originCountryId: countryId,
    originPortId: portId,
  };
};

/**
 * Following the front (or second, third) period (docs/decisions/0043): the amendment value 'position:days' or ''.
 * The cash market has one period, so nothing to roll to.
 */
export const rollingChange = (
  contractId: ContractId,
  value: string | RollingPeriod | null,
): Pick<CalculatorChanges, 'rollingPosition' | 'rollBusinessDays'> => {
  const rolling = typeof value === 'string' ? parseRollingPeriod(value) : value;
  if (rolling === 'invalid') throw invalid(calculatorChoiceMessages.rollingInvalid);
  if (rolling === null) return { rollingPosition: null, rollBusinessDays: null };
  if (contractId === 'CashMarketPrice' || contractId === 'WhitePremium')
    throw invalid(calculatorChoiceMessages.noPeriodsToRoll(contracts[contractId].displayName));
  return { rollingPosition: rolling.position, rollBusinessDays: rolling.rollBusinessDays };
};

/** Every rule of §4 and §5 for a whole calculator (create and edit); returns the columns to store. */
export const checkCalculatorChoice = async (
  deps: Pick<Deps, 'calculatorsRepository'>,
  principal: Principal,
  context: PricingContext,
  choice: CalculatorRequestParsed,
  keptPeriodId: string | null,
): Promise<CalculatorChanges> => {
  const contractId = choice.contractId;
  if (!contracts[contractId].selectableAsBasis)
    throw invalid(calculatorChoiceMessages.notABasis(contracts[contractId].displayName));
  const origin = checkOrigin(context, contractId, choice);
  if (contractId === 'CashMarketPrice' && choice.periodId !== cashMarketPeriodId)
    throw invalid(calculatorChoiceMessages.cashMarketPeriod);
  const periodId = checkPeriod(
    context,
    contractId,
    choice.periodId,
    origin.originCmpRegionId ?? null,
    keptPeriodId,
  );
  const destination = await checkDestination(deps, principal, context, choice.destinationId, contractId);
  return {
    name: choice.name,
    contractId,
    periodId,
    ...origin,
    ...destination,
    currencyCode: checkCurrency(context, choice.currencyCode),
    ...(choice.freightMode === undefined
      ? {}
      : { freightMode: checkFreightMode(contractId, choice.freightMode ?? '') }),
    ...(choice.rollingPeriod === undefined ? {} : rollingChange(contractId, choice.rollingPeriod)),
  };
};
