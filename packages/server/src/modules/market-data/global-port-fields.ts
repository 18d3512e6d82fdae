import type { Port } from '@psc/core/market-data/reference-data.schemas';
import { AppError } from '@psc/core/shared/app-error';
import type { ReferenceData } from '../../adapters/reference-data-files.ts';

/** The fields every global destination and origin carries (calculators.md §3). */
export const portFields = (reference: ReferenceData, port: Port) => {
  const country = reference.countriesById.get(port.countryId);
  if (country === undefined) throw new Error(`port ${port.id} has no country`);
  return {
    id: port.id,
    name: port.name,
    country: country.id,
    countryName: country.name,
    countryCode: country.alpha2,
    region: country.region,
    lat: (port.city ?? port.sea).lat,
    lng: (port.city ?? port.sea).lng,
    seaportId: port.id,
    seaportLat: port.sea.lat,
    seaportLng: port.sea.lng,
  };
};

export const byName = <T extends { name: string }>(a: T, b: T): number => a.name.localeCompare(b.name, 'en');

export const requireCountry = (reference: ReferenceData, countryId: string | undefined): void => {
  if (countryId !== undefined && !reference.countriesById.has(countryId)) throw new AppError('NOT_FOUND', `Unknown country: ${countryId}`);
};

