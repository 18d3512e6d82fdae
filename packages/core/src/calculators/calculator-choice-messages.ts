import { cashMarketPeriodId } from '../market-data/europe-cash-market-regions.ts';
import { maximumRollBusinessDays } from '../market-data/rolling-period.ts';

/**
 * Why the server refuses a calculator's choice (calculators.md §4, §5: the form, the card's fields and panels, a
 * matrix's origins), in the words the card shows after 'Sorry an error occurred when trying to update your
 * calculator:'. The web translates them (decisions 0149, 0151); the English is what the server always wrote.
 */
export const calculatorChoiceMessages = {
  notABasis: (contract: string) => `${contract} cannot be a calculator's basis`,
  unknownDestination: 'Unknown destination: choose one of your destinations or a destination port',
  destinationRequired: 'To: Destination fields are mandatory',
  cashMarketEuropeOnly: 'The Europe Cash Market Price delivers only to destinations in Europe',
  cashMarketInEurope: 'The Europe Cash Market Price is in region Europe',
  cashMarketNoOriginPort: 'The Europe Cash Market Price is ex-works: it has no origin port',
  cashMarketPeriod: `The Europe Cash Market Price uses period ${cashMarketPeriodId}`,
  cashMarketNoSeaFreight:
    'The Europe Cash Market Price is delivered ex-works by truck: there is no sea freight mode',
  chooseRegionGroup: 'Choose a region group: UK, Region1, Region2 or Region3',
  countryNotInRegion: (region: string) => `That country is not in ${region}`,
  loadsAtSantos: (contract: string) => `${contract} loads at Santos (BRSSZ), Brazil`,
  regionRequired: 'From: Region fields are mandatory',
  notAnOriginPort: (port: string) => `${port} is not an origin port`,
  portNotInCountry: (port: string) => `${port} is not in that country`,
  noOriginPort: (country: string) => `${country} has no origin port`,
  unknownPeriod: (period: string, contract: string) => `${period} is not a period of ${contract}`,
  periodExpired: (period: string) => `${period} has expired; choose a current period`,
  rollingInvalid: `Rolling period must be position:days, position 1 to 3, days 0 to ${maximumRollBusinessDays}`,
  noPeriodsToRoll: (contract: string) => `${contract} has no periods to roll through`,
  nameTooLong: 'Name is too long (100 characters at most)',
  seaRouteInvalid: 'Sea route must be suez or cape',
  freightModeInvalid: 'Freight mode must be bulk or container',
  vesselClassInvalid: (classes: string) => `Vessel class must be one of ${classes}`,
  noVesselClass: 'No vessel class is known',
  cargoRange: (vessel: string, min: string, max: string) =>
    `A ${vessel} cargo must be between ${min} and ${max} t`,
  financeOnOrOff: 'Finance must be on or off',
  paymentDaysRange: 'Payment days must be a whole number of days from 0 to 365',
  noRateToFix: (currency: string) =>
    `This calculator is priced in its contract currency (${currency}): there is no exchange rate to fix`,
  destinationGone: 'The destination of this calculator no longer exists',
  polarisationRawOnly: 'Polarisation applies to raw sugar (the New York #11 basis) only',
  polarisationRange: (min: number, max: number) => `Polarisation must be between ${min}° and ${max}°`,
  noDutyRule: 'No duty rule applies to this calculator: there is no regime to choose',
  dutyRegimeInvalid: (options: string) => `Duty regime must be one of ${options}`,
  historyRangeOrder: 'The start of the range must be before its end',
  historyTooLong: 'A history covers at most three years',
} as const;
