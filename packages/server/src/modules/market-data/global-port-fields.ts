import type { Port } from '@psc/core/market-data/reference-data.schemas';
import { AppError } from '@psc/core/shared/app-error';
import { referenceMessages } from '@psc/core/market-data/reference-messages';
import type { ReferenceData } from '@psc/core/market-data/reference-data';

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

const collator = new Intl.Collator('en');

export const byName = <T extends { name: string }>(a: T, b: T): number => collator.compare(a.name, b.name);

/** Lists that depend only on the reference data and the day: built once per day, not per request. */
export const memoizeByDay = <T>(build: (reference: ReferenceData, onDate: string) => T) => {
  const cache = new WeakMap<ReferenceData, { onDate: string; value: T }>();
  return (reference: ReferenceData, onDate: string): T => {
    const cached = cache.get(reference);
    if (cached?.onDate === onDate) return cached.value;
    const value = build(reference, onDate);
    cache.set(reference, { onDate, value });
    return value;
  };
};

export const requireCountry = (reference: ReferenceData, countryId: string | undefined): void => {
  if (countryId !== undefined && !reference.countriesById.has(countryId))
    throw new AppError('NOT_FOUND', referenceMessages.unknownCountry(countryId));
};
