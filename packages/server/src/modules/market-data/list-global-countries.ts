import type { GlobalCountry } from '@psc/core/market-data/market-data.schemas';
import { AppError } from '@psc/core/shared/app-error';
import { referenceMessages } from '@psc/core/market-data/reference-messages';
import type { Deps } from '../../deps.ts';
import type { ReferenceData } from '@psc/core/market-data/reference-data';

const collator = new Intl.Collator('en');
const byReference = new WeakMap<ReferenceData, GlobalCountry[]>();

/** Every country of a known region (Antarctic has none), sorted by name, flagged by the ports it has. */
const allCountries = (reference: ReferenceData): GlobalCountry[] => {
  const cached = byReference.get(reference);
  if (cached) return cached;
  const origins = new Set(reference.ports.filter((port) => port.isOrigin).map((port) => port.countryId));
  const destinations = new Set(
    reference.ports.filter((port) => port.isDestination).map((port) => port.countryId),
  );
  const regions = new Set<string>(reference.regions.map((region) => region.id));
  const countries = reference.countries
    .filter((country) => regions.has(country.region))
    .map((country) => ({
      id: country.id,
      name: country.name,
      country: country.id,
      countryCode: country.alpha2,
      region: country.region,
      hasOrigins: origins.has(country.id),
      hasDestinations: destinations.has(country.id),
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
  byReference.set(reference, countries);
  return countries;
};

export type CountryFilter = { region?: string; having?: 'origins' | 'destinations' | undefined };

/** GET /destination/global/countries and /regions/{region}/countries; `having` keeps countries with such ports. */
export const listGlobalCountries = (
  deps: Pick<Deps, 'referenceData'>,
  filter: CountryFilter,
): GlobalCountry[] => {
  const { region, having } = filter;
  if (region !== undefined && !deps.referenceData.regions.some((known) => known.id === region)) {
    throw new AppError('NOT_FOUND', referenceMessages.unknownRegion(region));
  }
  return allCountries(deps.referenceData).filter(
    (country) =>
      (region === undefined || country.region === region) &&
      (having === undefined || (having === 'origins' ? country.hasOrigins : country.hasDestinations)),
  );
};
