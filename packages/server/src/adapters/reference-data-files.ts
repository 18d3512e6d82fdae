import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import type { HolidayCalendar } from '@psc/core/market-data/business-days';
import {
  demoFxFileSchema,
  demoPricesFileSchema,
  type DemoFxFile,
  type DemoPricesFile,
} from '@psc/core/market-data/demo-market-data';
import { createHolidayCalendar } from '@psc/core/market-data/holiday-calendar';
import {
  bulkFreightFileSchema,
  capeDistancesFileSchema,
  contractCalendarsFileSchema,
  countriesFileSchema,
  currenciesFileSchema,
  destinationChargesFileSchema,
  dutyRulesFileSchema,
  exchangeHolidaysFileSchema,
  financeFileSchema,
  inlandFreightFileSchema,
  insuranceFileSchema,
  landFreightFileSchema,
  polarisationFileSchema,
  portsFileSchema,
  regionsFileSchema,
  routeOverridesFileSchema,
  seaDistancesFileSchema,
  seaFreightRatesFileSchema,
  tonnesPerContainerFileSchema,
  type BulkFreightFile,
  type ContractCalendarsFile,
  type Country,
  type Currency,
  type CustomsUnion,
  type DestinationChargeRule,
  type DutyRule,
  type FinanceFile,
  type InlandFreightRule,
  type LandFreightRule,
  type PolarisationFile,
  type Port,
  type RegionsFile,
  type SeaFreightRatesFile,
  type TonnesPerContainerRule,
  type WarRiskSurcharge,
} from '@psc/core/market-data/reference-data.schemas';
import { createSeaDistanceIndex, type SeaDistanceIndex } from '@psc/core/market-data/rule-lookups';

/** The reference-data/*.json files, validated with core's schemas and indexed; read once per process. */
export type ReferenceData = {
  regions: RegionsFile['regions'];
  countries: readonly Country[];
  countriesById: ReadonlyMap<string, Country>;
  currencies: readonly Currency[];
  ports: readonly Port[];
  seaDistances: SeaDistanceIndex;
  dutyRules: readonly DutyRule[];
  customsUnions: readonly CustomsUnion[];
  polarisation: PolarisationFile;
  destinationCharges: readonly DestinationChargeRule[];
  landFreight: readonly LandFreightRule[];
  inlandFreight: readonly InlandFreightRule[];
  bulkFreight: BulkFreightFile;
  finance: FinanceFile;
  insuranceRules: z.infer<typeof insuranceFileSchema>['rules'];
  warRiskSurcharges: readonly WarRiskSurcharge[];
  /** The Cape of Good Hope alternative of each Suez pair, by the pair's key (from < to). */
  capeDistances: ReadonlyMap<string, { km: number; nm: number }>;
  seaFreight: SeaFreightRatesFile;
  tonnesPerContainer: readonly TonnesPerContainerRule[];
  holidaysByExchange: ReadonlyMap<string, HolidayCalendar>;
  calendars: ContractCalendarsFile;
  demoPrices: DemoPricesFile;
  demoFx: DemoFxFile;
};

export class ReferenceDataError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid reference data:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ReferenceDataError';
  }
}

const loaded = new Map<string, ReferenceData>();

/** Throws ReferenceDataError naming every bad file and field, so a broken file stops the server at start. */
export const loadReferenceData = (directory: string): ReferenceData => {
  const cached = loaded.get(directory);
  if (cached) return cached;
  const problems: string[] = [];
  const read = <T>(file: string, schema: z.ZodType<T>): T | null => {
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(join(directory, file), 'utf8'));
    } catch (error) {
      problems.push(`${file}: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      for (const issue of parsed.error.issues.slice(0, 10))
        problems.push(`${file}: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
      return null;
    }
    return parsed.data;
  };
  const regions = read('regions.json', regionsFileSchema);
  const countries = read('countries.json', countriesFileSchema);
  const currencies = read('currencies.json', currenciesFileSchema);
  const ports = read('ports.json', portsFileSchema);
  const seaDistances = read('sea-distances.json', seaDistancesFileSchema);
  const capeDistances = read('cape-distances.json', capeDistancesFileSchema);
  read('route-overrides.json', routeOverridesFileSchema);
  const duties = read('duty-rules.json', dutyRulesFileSchema);
  const polarisation = read('polarisation.json', polarisationFileSchema);
  const charges = read('destination-charges.json', destinationChargesFileSchema);
  const landFreight = read('land-freight.json', landFreightFileSchema);
  const inlandFreight = read('inland-freight.json', inlandFreightFileSchema);
  const bulkFreight = read('bulk-freight.json', bulkFreightFileSchema);
  const finance = read('finance.json', financeFileSchema);
  const insurance = read('insurance.json', insuranceFileSchema);
  const seaFreight = read('sea-freight-rates.json', seaFreightRatesFileSchema);
  const tonnes = read('tonnes-per-container.json', tonnesPerContainerFileSchema);
  const holidays = read('exchange-holidays.json', exchangeHolidaysFileSchema);
  const calendars = read('contract-calendars.json', contractCalendarsFileSchema);
  const demoPrices = read('demo-prices.json', demoPricesFileSchema);
  const demoFx = read('demo-fx.json', demoFxFileSchema);
  if (
    !regions ||
    !countries ||
    !currencies ||
    !ports ||
    !seaDistances ||
    !capeDistances ||
    !duties ||
    !polarisation ||
    !charges ||
    !landFreight ||
    !inlandFreight ||
    !bulkFreight ||
    !finance ||
    !insurance ||
    !seaFreight ||
    !tonnes ||
    !holidays ||
    !calendars ||
    !demoPrices ||
    !demoFx
  ) {
    throw new ReferenceDataError(problems);
  }

  const countriesById = new Map(countries.countries.map((country) => [country.id, country]));
  const regionIds = new Set(regions.regions.map((region) => region.id));
  for (const country of countries.countries) {
    if (!regionIds.has(country.region))
      problems.push(
        `countries.json: ${country.id} is in region ${country.region}, which regions.json does not list`,
      );
  }
  for (const port of ports.ports) {
    if (!countriesById.has(port.countryId))
      problems.push(`ports.json: ${port.id} has unknown country ${port.countryId}`);
  }
  const holidaysByExchange = new Map(
    holidays.exchanges.map((exchange) => [exchange.id, createHolidayCalendar(exchange)]),
  );
  for (const calendar of calendars.contracts) {
    if (!holidaysByExchange.has(calendar.exchangeId))
      problems.push(
        `contract-calendars.json: ${calendar.contractId} needs holidays of ${calendar.exchangeId}`,
      );
  }
  for (const union of duties.customsUnions)
    for (const id of union.memberCountryIds)
      if (!countriesById.has(id)) problems.push(`duty-rules.json: ${union.id} has unknown country ${id}`);
  if (problems.length > 0) throw new ReferenceDataError(problems);

  const data: ReferenceData = {
    regions: regions.regions,
    countries: countries.countries,
    countriesById,
    currencies: currencies.currencies,
    ports: ports.ports,
    seaDistances: createSeaDistanceIndex(seaDistances.pairs),
    dutyRules: duties.rules,
    customsUnions: duties.customsUnions,
    polarisation,
    destinationCharges: charges.rules,
    landFreight: landFreight.rules,
    inlandFreight: inlandFreight.rules,
    bulkFreight,
    finance,
    insuranceRules: insurance.rules,
    warRiskSurcharges: insurance.warRiskSurcharges ?? [],
    capeDistances: new Map(
      capeDistances.pairs.map((pair) => [
        pair.from < pair.to ? `${pair.from}|${pair.to}` : `${pair.to}|${pair.from}`,
        { km: pair.km, nm: pair.nm },
      ]),
    ),
    seaFreight,
    tonnesPerContainer: tonnes.rules,
    holidaysByExchange,
    calendars,
    demoPrices,
    demoFx,
  };
  loaded.set(directory, data);
  return data;
};
