import type { CapeDiversionSurcharge } from '../market-data/cost-rules.schemas.ts';
import type { SeaFreightQuote } from '../market-data/rule-lookups.ts';
import type { LaneRouteSurcharge } from './container-lane-freight.ts';
import { unverifiedNote } from './resolve-helpers.ts';

/** The diversion surcharge in force on the day in the quote's currency; undefined = none. */
const surchargeInForce = (
  rows: readonly CapeDiversionSurcharge[],
  currencyCode: string,
  onDate: string,
): CapeDiversionSurcharge | undefined =>
  [...rows]
    .filter((row) => row.effectiveFrom <= onDate && row.currencyCode === currencyCode)
    .sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom))[0];

/**
 * A container quote for a box that sails round the Cape instead of through Suez, with the carriers' diversion
 * surcharge added (docs/decisions/0118). Kept apart from the base rate (a distance band or a lane rate) so either
 * base composes with it. A quote on the usual route, or without a surcharge row, is returned as it is.
 */
export const withCapeDiversion = (
  quote: SeaFreightQuote | null,
  rows: readonly CapeDiversionSurcharge[],
  divertedRoundTheCape: boolean,
  onDate: string,
): SeaFreightQuote | null => {
  if (quote === null || !divertedRoundTheCape) return quote;
  const surcharge = surchargeInForce(rows, quote.currencyCode, onDate);
  if (surcharge === undefined) return quote;
  return {
    ...quote,
    costPerContainer: quote.costPerContainer + surcharge.perContainer,
    source: `${quote.source}; + Cape diversion ${surcharge.perContainer} ${surcharge.currencyCode} per box: ${unverifiedNote(surcharge.source, surcharge.verified ?? true)}`,
  };
};

/**
 * The Cape diversion surcharge as the container lane's route seam (decision 0134): a box priced on a lane rate that
 * sails round the Cape instead of through Suez pays the carriers' surcharge on top of the lane, as a distance-band box
 * does (`withCapeDiversion`). None on the usual route, or without a row in the lane's currency on the day.
 */
export const capeDiversionLaneSurcharge =
  (
    rows: readonly CapeDiversionSurcharge[],
    divertedRoundTheCape: boolean,
    onDate: string,
  ): LaneRouteSurcharge =>
  (lane) => {
    if (!divertedRoundTheCape) return null;
    const surcharge = surchargeInForce(rows, lane.currencyCode, onDate);
    return surcharge === undefined
      ? null
      : {
          perContainer: surcharge.perContainer,
          source: `Cape diversion ${surcharge.perContainer} ${surcharge.currencyCode} per box (${unverifiedNote(surcharge.source, surcharge.verified ?? true)})`,
        };
  };
