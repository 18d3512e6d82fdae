import type { DutyPriceBands } from '../market-data/reference-data.schemas.ts';
import { legacyCentsPerPoundToUsdPerTonne } from './cents-per-pound.ts';

/** The band a world price fell in, as the Duty block's option reports it (docs/decisions/0116). */
export interface DutyPriceBandReading {
  readonly basis: DutyPriceBands['basis'];
  /** The world price read, US$/t, rounded to the cent as the tariff states its bounds. */
  readonly worldPricePerTonne: number;
  /** The band's lower bound (exclusive; null = the first band) and upper bound (inclusive; null = the last band). */
  readonly fromPerTonne: number | null;
  readonly upToPerTonne: number | null;
  /** The specific duty of that band, per tonne in the rule's currency. */
  readonly specificPerTonne: number;
}

const toCents = (value: number): number => Math.round(value * 100) / 100;

/**
 * The specific duty a price-band rule charges at this world price: the first band whose upper bound the price (to
 * the cent) does not exceed, else the open last band. Pure: the same price always gives the same band. The EAEU's
 * raw-sugar table at $339.92/t (15.42 c/lb) gives the band 324.09–361.56, $203/t.
 */
export const priceBandDuty = (table: DutyPriceBands, worldPricePerTonne: number): DutyPriceBandReading => {
  const price = toCents(worldPricePerTonne);
  let from: number | null = null;
  for (const band of table.bands) {
    if (band.upToPerTonne === null || price <= band.upToPerTonne)
      return {
        basis: table.basis,
        worldPricePerTonne: price,
        fromPerTonne: from,
        upToPerTonne: band.upToPerTonne,
        specificPerTonne: band.specificPerTonne,
      };
    from = band.upToPerTonne;
  }
  // The schema keeps the last band open, so this is reached only by a table that skipped validation.
  throw new Error('A price-band table needs an open last band (upToPerTonne null)');
};

/** Whether a price-band table applies in the month of this ISO date (no season = every month). */
export const priceBandsInSeason = (table: DutyPriceBands, onDate: string): boolean =>
  table.monthsOfYear === undefined || table.monthsOfYear.includes(Number(onDate.slice(5, 7)));

/**
 * The world price a price-band rule reads from a calculator's basis: the New York #11 price (c/lb) in US$/t with the
 * product's 22.046 factor. Other contracts price whites, which no price-band row covers: null.
 */
export const worldPriceOfBasis = (
  contractId: string,
  period: { readonly price: number | null; readonly currencyCode: string } | null,
): number | null =>
  contractId === 'NewYork11' && period !== null && period.price !== null && period.currencyCode === 'USD'
    ? toCents(period.price * legacyCentsPerPoundToUsdPerTonne)
    : null;

/** The band in words for the Duty block's reason, e.g. 'New York #11 $339.92/t in the band $324.09–361.56/t'. */
export const describePriceBand = (reading: DutyPriceBandReading, currencyCode: string): string => {
  const money = (value: number) => value.toFixed(2);
  const band =
    reading.fromPerTonne === null
      ? `up to $${money(reading.upToPerTonne ?? 0)}/t`
      : reading.upToPerTonne === null
        ? `above $${money(reading.fromPerTonne)}/t`
        : `$${money(reading.fromPerTonne)}–${money(reading.upToPerTonne)}/t`;
  return `New York #11 at $${money(reading.worldPricePerTonne)}/t, band ${band}: ${reading.specificPerTonne} ${currencyCode}/t`;
};
