import { AppError } from '@psc/core/shared/app-error';
import { fieldLabelMessages } from '@psc/core/shared/field-messages';
import { referenceMessages } from '@psc/core/market-data/reference-messages';
import {
  destinationMessages,
  type CreateUserDestinationRequest,
} from '@psc/core/destinations/destinations.schemas';
import { parseDecimal } from '@psc/core/shared/parse-decimal';
import type { Deps } from '../../deps.ts';
import { priceableCurrencyCodes } from '../market-data/priceable-currencies.ts';
import type { UserDestinationValues } from './destinations.repository.ts';

type Parsed = Required<
  Pick<CreateUserDestinationRequest, 'name' | 'currencyCode' | 'perTonLandFreightCostAsString'>
> &
  Pick<
    CreateUserDestinationRequest,
    'arrivalPortId' | 'region' | 'country' | 'destinationCostAsString' | 'premiumCostAsString'
  >;

const invalid = (message: string, field: string) => new AppError('VALIDATION', message, { body: { field } });

const amount = (text: string, label: string, field: string): number => {
  const parsed = parseDecimal(text, { label });
  if (!parsed.ok) throw invalid(parsed.message, field);
  return parsed.value;
};

const optionalAmount = (text: string | undefined, label: string, field: string): number | null =>
  text === undefined || text.trim() === '' ? null : amount(text, label, field);

/**
 * Rules of calculators.md §3 and §5 for a destination, and the reference data: the region → country → port chain
 * (Antarctic has no ports and no region here), a currency with a published FX rate, amounts parsed strictly. The
 * short form sends only the port: its country and region follow from it.
 */
export const checkUserDestination = async (
  deps: Pick<Deps, 'referenceData' | 'currentMarketData'>,
  request: Parsed,
): Promise<UserDestinationValues> => {
  const reference = deps.referenceData;
  const portId = (request.arrivalPortId ?? '').trim();
  const port =
    portId === ''
      ? null
      : reference.ports.find((candidate) => candidate.id === portId && candidate.isDestination);
  if (port === undefined) throw invalid(destinationMessages.notADestinationPort(portId), 'arrivalPortId');
  const countryId = request.country?.trim() || port?.countryId || '';
  if (countryId === '') throw invalid(destinationMessages.countryRequired, 'country');
  const country = reference.countriesById.get(countryId);
  if (!country) throw invalid(referenceMessages.unknownCountry(countryId), 'country');
  const region = request.region?.trim() || country.region;
  if (!reference.regions.some((known) => known.id === region))
    throw invalid(referenceMessages.unknownRegion(region), 'region');
  if (country.region !== region) throw invalid(destinationMessages.notIn(country.name, region), 'country');
  if (port && port.countryId !== country.id)
    throw invalid(destinationMessages.notIn(port.name, country.name), 'arrivalPortId');
  if (!reference.currencies.some((currency) => currency.code === request.currencyCode))
    throw invalid(referenceMessages.notIsoCurrency(request.currencyCode), 'currencyCode');
  const market = await deps.currentMarketData.get();
  if (!priceableCurrencyCodes(market).has(request.currencyCode)) {
    throw invalid(referenceMessages.noFxRate(request.currencyCode), 'currencyCode');
  }
  return {
    name: request.name,
    region,
    countryId: country.id,
    arrivalPortId: port?.id ?? '',
    currencyCode: request.currencyCode,
    perTonLandFreightCost: amount(
      request.perTonLandFreightCostAsString,
      fieldLabelMessages.landFreightCost,
      'perTonLandFreightCostAsString',
    ),
    destinationCost: optionalAmount(
      request.destinationCostAsString,
      fieldLabelMessages.destinationCharges,
      'destinationCostAsString',
    ),
    premiumCost: optionalAmount(
      request.premiumCostAsString,
      fieldLabelMessages.premiumCost,
      'premiumCostAsString',
    ),
  };
};
