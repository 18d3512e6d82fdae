import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountCurrenciesReplySchema,
  cashMarketPricesReplySchema,
  contractTypesReplySchema,
  countryListQuerySchema,
  currenciesReplySchema,
  globalCountriesReplySchema,
  globalDestinationsReplySchema,
  globalOriginsReplySchema,
  importErrorReplySchema,
  importQuerySchema,
  importReplySchema,
  periodsReplySchema,
  publicationsReplySchema,
  whitePremiumPeriodsReplySchema,
  zeroDecimalCurrencyCodesReplySchema,
} from '@psc/core/market-data/market-data.schemas';
import { errorReplySchema } from '@psc/core/shared/simple-reply.schemas';
import type { Deps } from '../../deps.ts';
import { importFreightAssessments } from './import-freight-assessments.ts';
import { importFxRates } from './import-fx-rates.ts';
import { importPrices } from './import-prices.ts';
import type { ImportFormat } from './import-format.ts';
import { listAccountCurrencies } from './list-account-currencies.ts';
import { listCashMarketPrices } from './list-cash-market-prices.ts';
import { listContractPeriods } from './list-contract-periods.ts';
import { listContractTypes } from './list-contract-types.ts';
import { listCurrencies } from './list-currencies.ts';
import { listGlobalCountries } from './list-global-countries.ts';
import { listGlobalDestinations } from './list-global-destinations.ts';
import { listGlobalOrigins } from './list-global-origins.ts';
import { listPublications } from './list-publications.ts';
import { listWhitePremiumPeriods } from './list-white-premium-periods.ts';
import { listZeroDecimalCurrencyCodes } from './list-zero-decimal-currency-codes.ts';

const cacheable = { cache: 'revalidate' } as const;
const refused = { 401: errorReplySchema, 404: errorReplySchema };
const countryParams = z.object({
  country: z.string().regex(/^\d{3}$/, 'an ISO 3166 numeric id such as 076'),
});

export const marketDataRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get('/api/v1/contract/types', {
    config: { ...cacheable, scope: 'prices:read' },
    schema: {
      tags: ['market-data'],
      summary: 'Basis types (contract ids), WhitePremium included',
      response: { 200: contractTypesReplySchema, 401: errorReplySchema },
    },
    handler: async () => listContractTypes(),
  });

  app.get('/api/v1/contract/periods/CashMarketPrices', {
    config: { ...cacheable, scope: 'prices:read' },
    schema: {
      tags: ['market-data'],
      summary: 'Europe cash-market prices per region group (SOL Europe), sorted by id',
      response: { 200: cashMarketPricesReplySchema, 401: errorReplySchema },
    },
    handler: async () => listCashMarketPrices(deps),
  });

  app.get('/api/v1/contract/periods/WhitePremium', {
    config: { ...cacheable, scope: 'prices:read' },
    schema: {
      tags: ['market-data'],
      summary: 'White premium: London #5 months paired with New York #11 months',
      response: { 200: whitePremiumPeriodsReplySchema, 401: errorReplySchema },
    },
    handler: async () => listWhitePremiumPeriods(deps),
  });

  app.get('/api/v1/contract/periods/:contractId', {
    config: { ...cacheable, scope: 'prices:read' },
    schema: {
      tags: ['market-data'],
      summary: "A contract's periods today (the latest concluded one first, flagged), with current prices",
      params: z.object({ contractId: z.string() }),
      response: { 200: periodsReplySchema, ...refused },
    },
    handler: async (request) => listContractPeriods(deps, request.params.contractId),
  });

  app.get('/api/v1/destination/global/countries', {
    config: { ...cacheable, scope: 'calculators:read' },
    schema: {
      tags: ['market-data'],
      summary: 'Countries (Antarctica excluded), sorted by name',
      querystring: countryListQuerySchema,
      response: { 200: globalCountriesReplySchema, 401: errorReplySchema },
    },
    handler: async (request) => listGlobalCountries(deps, { having: request.query.having }),
  });

  app.get('/api/v1/destination/global/regions/:region/countries', {
    config: { ...cacheable, scope: 'calculators:read' },
    schema: {
      tags: ['market-data'],
      summary: "A region's countries; having=origins keeps those with origin ports",
      params: z.object({ region: z.string() }),
      querystring: countryListQuerySchema,
      response: { 200: globalCountriesReplySchema, ...refused },
    },
    handler: async (request) =>
      listGlobalCountries(deps, { region: request.params.region, having: request.query.having }),
  });

  app.get('/api/v1/destination/global/destinations', {
    config: { ...cacheable, scope: 'calculators:read' },
    schema: {
      tags: ['market-data'],
      summary: 'Arrival ports with default destination charges and land freight',
      response: { 200: globalDestinationsReplySchema, 401: errorReplySchema },
    },
    handler: async () => listGlobalDestinations(deps),
  });

  app.get('/api/v1/destination/global/origins', {
    config: { ...cacheable, scope: 'calculators:read' },
    schema: {
      tags: ['market-data'],
      summary: 'Loading ports with their default premium',
      response: { 200: globalOriginsReplySchema, 401: errorReplySchema },
    },
    handler: async () => listGlobalOrigins(deps),
  });

  app.get('/api/v1/destination/global/countries/:country/destinations', {
    config: { ...cacheable, scope: 'calculators:read' },
    schema: {
      tags: ['market-data'],
      summary: "A country's arrival ports",
      params: countryParams,
      response: { 200: globalDestinationsReplySchema, ...refused },
    },
    handler: async (request) => listGlobalDestinations(deps, request.params.country),
  });

  app.get('/api/v1/destination/global/countries/:country/origins', {
    config: { ...cacheable, scope: 'calculators:read' },
    schema: {
      tags: ['market-data'],
      summary: "A country's loading ports",
      params: countryParams,
      response: { 200: globalOriginsReplySchema, ...refused },
    },
    handler: async (request) => listGlobalOrigins(deps, request.params.country),
  });

  app.get('/api/v1/currencies/', {
    config: { ...cacheable, scope: 'prices:read' },
    schema: {
      tags: ['market-data'],
      summary: 'Currencies a calculator or destination can be priced in, with symbols, sorted by name',
      description:
        'USD and every ISO 4217 currency with a current published FX rate (docs/decisions/0022): the currencies calculator and destination writes accept. A new FX publication changes the list, and its ETag, at the next read.',
      response: { 200: currenciesReplySchema, 401: errorReplySchema },
    },
    handler: async () => listCurrencies(deps),
  });

  app.get('/api/v1/accounts/currencies', {
    config: { ...cacheable, scope: 'calculators:read' },
    schema: {
      tags: ['market-data'],
      summary: 'Billing currencies (GBP, EUR, USD; only USD selectable)',
      response: { 200: accountCurrenciesReplySchema, 401: errorReplySchema },
    },
    handler: async () => listAccountCurrencies(deps),
  });

  app.get('/api/v1/accounts/currencies/zdcodes', {
    config: { ...cacheable, scope: 'calculators:read' },
    schema: {
      tags: ['market-data'],
      summary: 'Zero-decimal currency codes (no minor units)',
      response: { 200: zeroDecimalCurrencyCodesReplySchema, 401: errorReplySchema },
    },
    handler: async () => listZeroDecimalCurrencyCodes(deps),
  });

  // Operator imports read the body as text, so core's import parser reports JSON errors by line like CSV ones.
  await app.register(async (scope) => {
    const operator = scope.withTypeProvider<ZodTypeProvider>();
    operator.removeContentTypeParser(['application/json', 'text/plain']);
    operator.addContentTypeParser(
      ['application/json', 'text/csv', 'text/plain'],
      { parseAs: 'string' },
      (_request, body, done) => done(null, body),
    );

    const formatOf = (contentType: string | undefined): ImportFormat =>
      contentType?.includes('json') ? 'json' : 'csv';
    const importSchema = (summary: string) => ({
      tags: ['operator'],
      summary,
      description:
        'Operator key only. Body: the file itself, as text/csv (header row) or application/json (an array of rows); see docs/decisions/0013-operator-market-data-import.md. All-or-nothing: any bad row refuses the whole file with every error by line.',
      querystring: importQuerySchema,
      body: z.string(),
      response: { 200: importReplySchema, 400: importErrorReplySchema, 401: errorReplySchema },
    });

    operator.post('/system/prices', {
      config: { auth: 'operator', operatorRole: 'analyst' },
      schema: importSchema('Publish prices (a new publication; history is kept)'),
      handler: async (request) =>
        importPrices(deps, {
          text: request.body,
          format: formatOf(request.headers['content-type']),
          source: request.query.source ?? 'operator API',
          publisher: request.query.publisher ?? 'PSC analyst',
        }),
    });

    operator.post('/system/fx', {
      config: { auth: 'operator', operatorRole: 'analyst' },
      schema: importSchema('Publish FX rates, units per US dollar (a new publication; history is kept)'),
      handler: async (request) =>
        importFxRates(deps, {
          text: request.body,
          format: formatOf(request.headers['content-type']),
          source: request.query.source ?? 'operator API',
          publisher: request.query.publisher ?? 'PSC analyst',
        }),
    });

    operator.post('/system/freight', {
      config: { auth: 'operator', operatorRole: 'analyst' },
      schema: importSchema(
        'Publish bulk freight lane assessments, US$ per tonne by vessel class (a new publication; history is kept)',
      ),
      handler: async (request) =>
        importFreightAssessments(deps, {
          text: request.body,
          format: formatOf(request.headers['content-type']),
          source: request.query.source ?? 'operator API',
          publisher: request.query.publisher ?? 'PSC analyst',
        }),
    });

    operator.get('/system/prices', {
      config: { auth: 'operator', operatorRole: 'analyst' },
      schema: {
        tags: ['operator'],
        summary: 'Price publications, newest first (history)',
        response: { 200: publicationsReplySchema, 401: errorReplySchema },
      },
      handler: async () => listPublications(deps, 'prices'),
    });

    operator.get('/system/fx', {
      config: { auth: 'operator', operatorRole: 'analyst' },
      schema: {
        tags: ['operator'],
        summary: 'FX publications, newest first (history)',
        response: { 200: publicationsReplySchema, 401: errorReplySchema },
      },
      handler: async () => listPublications(deps, 'fx'),
    });

    operator.get('/system/freight', {
      config: { auth: 'operator', operatorRole: 'analyst' },
      schema: {
        tags: ['operator'],
        summary: 'Bulk freight publications, newest first (history)',
        response: { 200: publicationsReplySchema, 401: errorReplySchema },
      },
      handler: async () => listPublications(deps, 'freight'),
    });
  });
};
