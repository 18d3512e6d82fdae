// Writes reference-data/countries.json, regions.json and currencies.json from world-countries (ODbL-1.0) and
// currency-codes (ISO 4217 list one). Run: npx tsx scripts/build-countries-and-currencies.ts
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
interface WorldCountry {
  name: { common: string };
  cca2: string;
  cca3: string;
  ccn3: string;
  region: string;
  subregion: string;
  currencies: Record<string, { name: string }>;
}
const worldCountries = require('world-countries') as WorldCountry[];
const currencyCodes = require('currency-codes') as {
  data: { code: string; currency: string; digits: number }[];
  publishDate: string;
};

// The spec's regions split the Americas in two (Brazil is 'South America'); Central America and the Caribbean go with North America.
const regionOf = (country: WorldCountry): string | null => {
  if (country.region === 'Antarctic') return null;
  if (country.region === 'Americas')
    return country.subregion === 'South America' ? 'South America' : 'North America';
  return country.region;
};
// Where a country lists several currencies, the first ISO 4217 one that is not a fund or precious-metal code.
const iso4217 = new Map(currencyCodes.data.map((entry) => [entry.code, entry]));
const skip = new Set(['USN', 'CHE', 'CHW', 'BOV', 'CLF', 'COU', 'MXV', 'UYI', 'UYW', 'XDR', 'XSU', 'XUA']);
const mainCurrency = (country: WorldCountry): string | null =>
  Object.keys(country.currencies ?? {}).find((code) => iso4217.has(code) && !skip.has(code)) ?? null;

const countries = worldCountries
  .filter((country) => country.ccn3 !== '' && regionOf(country) !== null)
  .map((country) => ({
    id: country.ccn3,
    name: country.name.common,
    alpha2: country.cca2,
    alpha3: country.cca3,
    region: regionOf(country),
    subregion: country.subregion,
    currencyCode: mainCurrency(country),
  }))
  .sort((a, b) => a.name.localeCompare(b.name));

const regions = [...new Set(countries.map((country) => country.region))]
  .sort()
  .map((name) => ({ id: name, name }));
const currencies = currencyCodes.data
  .filter(
    (entry) =>
      (!skip.has(entry.code) && !entry.code.startsWith('X')) ||
      ['XOF', 'XAF', 'XCD', 'XPF'].includes(entry.code),
  )
  .map((entry) => ({
    code: entry.code,
    name: entry.currency,
    minorUnits: Number.isInteger(entry.digits) ? entry.digits : 0,
  }));

const write = (name: string, value: unknown): void =>
  writeFileSync(new URL(`../reference-data/${name}`, import.meta.url), `${JSON.stringify(value, null, 2)}\n`);
write('countries.json', {
  source:
    'world-countries 5.1.0 (mledoze/countries, ODbL-1.0); Antarctic excluded; Americas split into North and South America',
  countries,
});
write('regions.json', {
  source: 'derived from countries.json (Antarctic excluded, calculators.md §4)',
  regions,
});
write('currencies.json', {
  source: `ISO 4217 list one via currency-codes (published ${currencyCodes.publishDate}); symbols come from Intl.NumberFormat at run time`,
  currencies,
});
console.log(
  `countries ${countries.length}, regions ${regions.map((region) => region.id).join('/')}, currencies ${currencies.length}`,
);
