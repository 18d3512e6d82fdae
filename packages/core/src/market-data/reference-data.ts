import { demoNewsFileSchema, type DemoNewsFile } from '../news/demo-news.ts';
import type { z } from 'zod';
import type { HolidayCalendar } from './business-days.ts';
import {
  demoFxFileSchema,
  demoPricesFileSchema,
  type DemoFxFile,
  type DemoPricesFile,
} from './demo-market-data.ts';
import { createHolidayCalendar } from './holiday-calendar.ts';
import {
  capeDistancesFileSchema,
  contractCalendarsFileSchema,
  countriesFileSchema,
  currenciesFileSchema,
  dutyRulesFileSchema,
  exchangeHolidaysFileSchema,
  polarisationFileSchema,
  portsFileSchema,
  regionsFileSchema,
  routeOverridesFileSchema,
  seaDistancesFileSchema,
  type ContractCalendarsFile,
  type Country,
  type Currency,
  type CustomsUnion,
  type DutyRule,
  type PolarisationFile,
  type Port,
  type RegionsFile,
} from './reference-data.schemas.ts';
import {
  bulkFreightFileSchema,
  destinationChargesFileSchema,
  financeFileSchema,
  inlandFreightFileSchema,
  insuranceFileSchema,
  landFreightFileSchema,
  seaFreightRatesFileSchema,
  tonnesPerContainerFileSchema,
  type BulkFreightFile,
  type DestinationChargeRule,
  type FinanceFile,
  type InlandFreightRule,
  type LandFreightRule,
  type SeaFreightRatesFile,
  type TonnesPerContainerRule,
  type WarRiskSurcharge,
} from './cost-rules.schemas.ts';
import { importTaxesFileSchema, type ImportTaxRule } from './import-taxes.schemas.ts';
import { containerLanesFileSchema, type ContainerLanesFile } from './container-lanes.schemas.ts';
import { originPremiumsFileSchema, type OriginPremium } from './rule-tables.ts';
import { createSeaDistanceIndex, portPairKey, type SeaDistanceIndex } from './rule-lookups.ts';

/** The reference-data/*.json files, validated with the schemas below and indexed for pricing. */
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
  /** Import VAT and other taxes at import (decision 0120); missing = none known anywhere. */
  importTaxes?: readonly ImportTaxRule[];
  /** Container freight by trade lane (decision 0122); missing = the distance bands price every box. */
  containerLanes?: ContainerLanesFile;
  /** Origin premiums by basis contract (decision 0121), over the ports' defaults; missing = the ports' defaults. */
  originPremiumsByBasis?: readonly OriginPremium[];
  holidaysByExchange: ReadonlyMap<string, HolidayCalendar>;
  calendars: ContractCalendarsFile;
  demoPrices: DemoPricesFile;
  demoFx: DemoFxFile;
  demoNews: DemoNewsFile;
};

/** Every file of reference-data/ with the schema it must pass; route-overrides.json is checked, not kept. */
export const referenceDataFileSchemas = {
  'regions.json': regionsFileSchema,
  'countries.json': countriesFileSchema,
  'currencies.json': currenciesFileSchema,
  'ports.json': portsFileSchema,
  'sea-distances.json': seaDistancesFileSchema,
  'cape-distances.json': capeDistancesFileSchema,
  'route-overrides.json': routeOverridesFileSchema,
  'duty-rules.json': dutyRulesFileSchema,
  'polarisation.json': polarisationFileSchema,
  'destination-charges.json': destinationChargesFileSchema,
  'land-freight.json': landFreightFileSchema,
  'inland-freight.json': inlandFreightFileSchema,
  'bulk-freight.json': bulkFreightFileSchema,
  'finance.json': financeFileSchema,
  'insurance.json': insuranceFileSchema,
  'sea-freight-rates.json': seaFreightRatesFileSchema,
  'tonnes-per-container.json': tonnesPerContainerFileSchema,
  'import-taxes.json': importTaxesFileSchema,
  'container-lanes.json': containerLanesFileSchema,
  'origin-premiums.json': originPremiumsFileSchema,
  'exchange-holidays.json': exchangeHolidaysFileSchema,
  'contract-calendars.json': contractCalendarsFileSchema,
  'demo-prices.json': demoPricesFileSchema,
  'demo-fx.json': demoFxFileSchema,
  'demo-news.json': demoNewsFileSchema,
} as const;

export type ReferenceDataFileName = keyof typeof referenceDataFileSchemas;

/** Each file as its schema parsed it. */
export type ReferenceDataFiles = {
  [file in ReferenceDataFileName]: z.infer<(typeof referenceDataFileSchemas)[file]>;
};

/**
 * Parses every file with its schema: the files, or every problem found (file, field and message, ten per file at
 * most), so a broken file stops the server at start naming what to fix. A file absent from `json` is one the
 * caller could not read (and has reported); it fails the whole set without a second problem.
 */
export const parseReferenceDataFiles = (
  json: Readonly<Partial<Record<ReferenceDataFileName, unknown>>>,
): { ok: true; files: ReferenceDataFiles } | { ok: false; problems: string[] } => {
  const problems: string[] = [];
  const files: Partial<Record<ReferenceDataFileName, unknown>> = {};
  let missing = false;
  for (const [file, schema] of Object.entries(referenceDataFileSchemas) as [
    ReferenceDataFileName,
    z.ZodType,
  ][]) {
    if (!(file in json)) {
      missing = true;
      continue;
    }
    const parsed = schema.safeParse(json[file]);
    if (parsed.success) files[file] = parsed.data;
    else
      for (const issue of parsed.error.issues.slice(0, 10))
        problems.push(`${file}: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  return problems.length > 0 || missing
    ? { ok: false, problems }
    : { ok: true, files: files as ReferenceDataFiles };
};

/** The files cross-checked (every country in a listed region, every port in a listed country…) and indexed. */
export const indexReferenceData = (
  files: ReferenceDataFiles,
): { ok: true; data: ReferenceData } | { ok: false; problems: string[] } => {
  const problems: string[] = [];
  const countries = files['countries.json'].countries;
  const countriesById = new Map(countries.map((country) => [country.id, country]));
  const regionIds = new Set(files['regions.json'].regions.map((region) => region.id));
  for (const country of countries) {
    if (!regionIds.has(country.region))
      problems.push(
        `countries.json: ${country.id} is in region ${country.region}, which regions.json does not list`,
      );
  }
  const ports = files['ports.json'].ports;
  for (const port of ports) {
    if (!countriesById.has(port.countryId))
      problems.push(`ports.json: ${port.id} has unknown country ${port.countryId}`);
  }
  const holidaysByExchange = new Map(
    files['exchange-holidays.json'].exchanges.map((exchange) => [
      exchange.id,
      createHolidayCalendar(exchange),
    ]),
  );
  const calendars = files['contract-calendars.json'];
  for (const calendar of calendars.contracts) {
    if (!holidaysByExchange.has(calendar.exchangeId))
      problems.push(
        `contract-calendars.json: ${calendar.contractId} needs holidays of ${calendar.exchangeId}`,
      );
  }
  const duties = files['duty-rules.json'];
  for (const union of duties.customsUnions)
    for (const id of union.memberCountryIds)
      if (!countriesById.has(id)) problems.push(`duty-rules.json: ${union.id} has unknown country ${id}`);
  if (problems.length > 0) return { ok: false, problems };

  const insurance = files['insurance.json'];
  return {
    ok: true,
    data: {
      regions: files['regions.json'].regions,
      countries,
      countriesById,
      currencies: files['currencies.json'].currencies,
      ports,
      seaDistances: createSeaDistanceIndex(files['sea-distances.json'].pairs),
      dutyRules: duties.rules,
      customsUnions: duties.customsUnions,
      polarisation: files['polarisation.json'],
      destinationCharges: files['destination-charges.json'].rules,
      landFreight: files['land-freight.json'].rules,
      inlandFreight: files['inland-freight.json'].rules,
      bulkFreight: files['bulk-freight.json'],
      finance: files['finance.json'],
      insuranceRules: insurance.rules,
      warRiskSurcharges: insurance.warRiskSurcharges ?? [],
      capeDistances: new Map(
        files['cape-distances.json'].pairs.map((pair) => [
          portPairKey(pair.from, pair.to),
          { km: pair.km, nm: pair.nm },
        ]),
      ),
      seaFreight: files['sea-freight-rates.json'],
      tonnesPerContainer: files['tonnes-per-container.json'].rules,
      importTaxes: files['import-taxes.json'].taxes,
      containerLanes: files['container-lanes.json'],
      originPremiumsByBasis: files['origin-premiums.json'].premiums,
      holidaysByExchange,
      calendars,
      demoPrices: files['demo-prices.json'],
      demoFx: files['demo-fx.json'],
      demoNews: files['demo-news.json'],
    },
  };
};
