import { z } from 'zod';
import { defineEndpoints } from '../shared/endpoint.ts';
import { freshnessReplySchema } from './freshness.schemas.ts';
import {
  accountCurrenciesReplySchema,
  cashMarketPricesReplySchema,
  contractTypesReplySchema,
  countryListQuerySchema,
  currenciesReplySchema,
  globalCountriesReplySchema,
  globalDestinationsReplySchema,
  globalOriginsReplySchema,
  periodsReplySchema,
  whitePremiumPeriodsReplySchema,
  zeroDecimalCurrencyCodesReplySchema,
} from './market-data.schemas.ts';

const countryParamsSchema = z.object({
  country: z.string().regex(/^\d{3}$/, 'an ISO 3166 numeric id such as 076'),
});

/**
 * The reference and market reads of calculators.md §7 (bases, periods, ports, countries, currencies), described once
 * for the server and the web (issue 13). The operator's publishing calls (/system/prices, /system/fx,
 * /system/freight) take the file itself as text and stay with their route.
 */
export const marketDataEndpoints = defineEndpoints({
  contractTypes: {
    method: 'GET',
    path: '/api/v1/contract/types',
    summary: 'Basis types (contract ids), WhitePremium included',
    reply: contractTypesReplySchema,
  },
  cashMarketPrices: {
    method: 'GET',
    path: '/api/v1/contract/periods/CashMarketPrices',
    summary: 'Europe cash-market prices per region group (SOL Europe), sorted by id',
    reply: cashMarketPricesReplySchema,
  },
  whitePremiumPeriods: {
    method: 'GET',
    path: '/api/v1/contract/periods/WhitePremium',
    summary: 'White premium: London #5 months paired with New York #11 months',
    reply: whitePremiumPeriodsReplySchema,
  },
  contractPeriods: {
    method: 'GET',
    path: '/api/v1/contract/periods/:contractId',
    summary: "A contract's periods today (the latest concluded one first, flagged), with current prices",
    params: z.object({ contractId: z.string() }),
    reply: periodsReplySchema,
  },
  countries: {
    method: 'GET',
    path: '/api/v1/destination/global/countries',
    summary: 'Countries (Antarctica excluded), sorted by name',
    query: countryListQuerySchema,
    reply: globalCountriesReplySchema,
  },
  regionCountries: {
    method: 'GET',
    path: '/api/v1/destination/global/regions/:region/countries',
    summary: "A region's countries; having=origins keeps those with origin ports",
    params: z.object({ region: z.string() }),
    query: countryListQuerySchema,
    reply: globalCountriesReplySchema,
  },
  destinations: {
    method: 'GET',
    path: '/api/v1/destination/global/destinations',
    summary: 'Arrival ports with default destination charges and land freight',
    reply: globalDestinationsReplySchema,
  },
  origins: {
    method: 'GET',
    path: '/api/v1/destination/global/origins',
    summary: 'Loading ports with their default premium',
    reply: globalOriginsReplySchema,
  },
  countryDestinations: {
    method: 'GET',
    path: '/api/v1/destination/global/countries/:country/destinations',
    summary: "A country's arrival ports",
    params: countryParamsSchema,
    reply: globalDestinationsReplySchema,
  },
  countryOrigins: {
    method: 'GET',
    path: '/api/v1/destination/global/countries/:country/origins',
    summary: "A country's loading ports",
    params: countryParamsSchema,
    reply: globalOriginsReplySchema,
  },
  currencies: {
    method: 'GET',
    path: '/api/v1/currencies/',
    summary: 'Currencies a calculator or destination can be priced in, with symbols, sorted by name',
    description:
      'USD and every ISO 4217 currency with a current published FX rate (docs/decisions/0022): the currencies calculator and destination writes accept. A new FX publication changes the list, and its ETag, at the next read.',
    reply: currenciesReplySchema,
  },
  accountCurrencies: {
    method: 'GET',
    path: '/api/v1/accounts/currencies',
    summary: 'Billing currencies (GBP, EUR, USD; only USD selectable)',
    reply: accountCurrenciesReplySchema,
  },
  freshness: {
    method: 'GET',
    path: '/api/v1/market-data/freshness',
    summary:
      'Every priced series with the date its newest figure is as of, its cadence and whether it is late',
    description:
      'A daily series is late when its newest figure is older than the last business day of its calendar before today (UTC); a weekly one after 8 days, a monthly one after 62; demo prices are always late (docs/decisions/0107).',
    reply: freshnessReplySchema,
  },
  zeroDecimalCurrencyCodes: {
    method: 'GET',
    path: '/api/v1/accounts/currencies/zdcodes',
    summary: 'Zero-decimal currency codes (no minor units)',
    reply: zeroDecimalCurrencyCodesReplySchema,
  },
});
