import bulkFreight from '../../../../reference-data/bulk-freight.json' with { type: 'json' };
import capeDistances from '../../../../reference-data/cape-distances.json' with { type: 'json' };
import contractCalendars from '../../../../reference-data/contract-calendars.json' with { type: 'json' };
import countries from '../../../../reference-data/countries.json' with { type: 'json' };
import currencies from '../../../../reference-data/currencies.json' with { type: 'json' };
import demoFx from '../../../../reference-data/demo-fx.json' with { type: 'json' };
import demoNews from '../../../../reference-data/demo-news.json' with { type: 'json' };
import demoPrices from '../../../../reference-data/demo-prices.json' with { type: 'json' };
import destinationCharges from '../../../../reference-data/destination-charges.json' with { type: 'json' };
import dutyRules from '../../../../reference-data/duty-rules.json' with { type: 'json' };
import exchangeHolidays from '../../../../reference-data/exchange-holidays.json' with { type: 'json' };
import finance from '../../../../reference-data/finance.json' with { type: 'json' };
import inlandFreight from '../../../../reference-data/inland-freight.json' with { type: 'json' };
import insurance from '../../../../reference-data/insurance.json' with { type: 'json' };
import landFreight from '../../../../reference-data/land-freight.json' with { type: 'json' };
import polarisation from '../../../../reference-data/polarisation.json' with { type: 'json' };
import ports from '../../../../reference-data/ports.json' with { type: 'json' };
import regions from '../../../../reference-data/regions.json' with { type: 'json' };
import routeOverrides from '../../../../reference-data/route-overrides.json' with { type: 'json' };
import seaDistances from '../../../../reference-data/sea-distances.json' with { type: 'json' };
import seaFreightRates from '../../../../reference-data/sea-freight-rates.json' with { type: 'json' };
import importTaxes from '../../../../reference-data/import-taxes.json' with { type: 'json' };
import containerLanes from '../../../../reference-data/container-lanes.json' with { type: 'json' };
import originPremiums from '../../../../reference-data/origin-premiums.json' with { type: 'json' };
import tonnesPerContainer from '../../../../reference-data/tonnes-per-container.json' with { type: 'json' };
import {
  indexReferenceData,
  parseReferenceDataFiles,
  type ReferenceData,
  type ReferenceDataFileName,
} from './reference-data.ts';

/** The shipped reference-data/*.json files as read from disk, for core's tests (core itself reads no file). */
export const shippedReferenceJson: Readonly<Record<ReferenceDataFileName, unknown>> = {
  'regions.json': regions,
  'countries.json': countries,
  'currencies.json': currencies,
  'ports.json': ports,
  'sea-distances.json': seaDistances,
  'cape-distances.json': capeDistances,
  'route-overrides.json': routeOverrides,
  'duty-rules.json': dutyRules,
  'polarisation.json': polarisation,
  'destination-charges.json': destinationCharges,
  'land-freight.json': landFreight,
  'inland-freight.json': inlandFreight,
  'bulk-freight.json': bulkFreight,
  'finance.json': finance,
  'insurance.json': insurance,
  'sea-freight-rates.json': seaFreightRates,
  'tonnes-per-container.json': tonnesPerContainer,
  'import-taxes.json': importTaxes,
  'container-lanes.json': containerLanes,
  'origin-premiums.json': originPremiums,
  'exchange-holidays.json': exchangeHolidays,
  'contract-calendars.json': contractCalendars,
  'demo-prices.json': demoPrices,
  'demo-fx.json': demoFx,
  'demo-news.json': demoNews,
};

let shipped: ReferenceData | null = null;

/** The shipped files validated and indexed as the server does at start. */
export const shippedReferenceData = (): ReferenceData => {
  if (shipped !== null) return shipped;
  const parsed = parseReferenceDataFiles(shippedReferenceJson);
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
  const indexed = indexReferenceData(parsed.files);
  if (!indexed.ok) throw new Error(indexed.problems.join('\n'));
  shipped = indexed.data;
  return shipped;
};
