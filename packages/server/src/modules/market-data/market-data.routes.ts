import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  importErrorReplySchema,
  importQuerySchema,
  importReplySchema,
  publicationsReplySchema,
} from '@psc/core/market-data/market-data.schemas';
import { errorReplySchema } from '@psc/core/shared/simple-reply.schemas';
import { marketDataEndpoints } from '@psc/core/market-data/market-data.endpoints';
import type { Deps } from '../../deps.ts';
import { endpointSchema } from '../../shared/endpoint-schema.ts';
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
import { listMarketFreshness } from './list-market-freshness.ts';
import { listPublications } from './list-publications.ts';
import { listWhitePremiumPeriods } from './list-white-premium-periods.ts';
import { listZeroDecimalCurrencyCodes } from './list-zero-decimal-currency-codes.ts';

const cacheable = { cache: 'revalidate' } as const;
const tags = ['market-data'];

/** Operator imports read the body as text, so core's import parser reports JSON errors by line like CSV ones. */
const operatorImportRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (scope, { deps }) => {
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
};

export const marketDataRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(marketDataEndpoints.contractTypes.path, {
    config: { ...cacheable, scope: 'prices:read' },
    schema: endpointSchema(marketDataEndpoints.contractTypes, tags),
    handler: async () => listContractTypes(),
  });

  app.get(marketDataEndpoints.cashMarketPrices.path, {
    config: { ...cacheable, scope: 'prices:read' },
    schema: endpointSchema(marketDataEndpoints.cashMarketPrices, tags),
    handler: async () => listCashMarketPrices(deps),
  });

  app.get(marketDataEndpoints.whitePremiumPeriods.path, {
    config: { ...cacheable, scope: 'prices:read' },
    schema: endpointSchema(marketDataEndpoints.whitePremiumPeriods, tags),
    handler: async () => listWhitePremiumPeriods(deps),
  });

  app.get(marketDataEndpoints.contractPeriods.path, {
    config: { ...cacheable, scope: 'prices:read' },
    schema: endpointSchema(marketDataEndpoints.contractPeriods, tags),
    handler: async (request) => listContractPeriods(deps, request.params.contractId),
  });

  app.get(marketDataEndpoints.countries.path, {
    config: { ...cacheable, scope: 'calculators:read' },
    schema: endpointSchema(marketDataEndpoints.countries, tags),
    handler: async (request) => listGlobalCountries(deps, { having: request.query.having }),
  });

  app.get(marketDataEndpoints.regionCountries.path, {
    config: { ...cacheable, scope: 'calculators:read' },
    schema: endpointSchema(marketDataEndpoints.regionCountries, tags),
    handler: async (request) =>
      listGlobalCountries(deps, { region: request.params.region, having: request.query.having }),
  });

  app.get(marketDataEndpoints.destinations.path, {
    config: { ...cacheable, scope: 'calculators:read' },
    schema: endpointSchema(marketDataEndpoints.destinations, tags),
    handler: async () => listGlobalDestinations(deps),
  });

  app.get(marketDataEndpoints.origins.path, {
    config: { ...cacheable, scope: 'calculators:read' },
    schema: endpointSchema(marketDataEndpoints.origins, tags),
    handler: async () => listGlobalOrigins(deps),
  });

  app.get(marketDataEndpoints.countryDestinations.path, {
    config: { ...cacheable, scope: 'calculators:read' },
    schema: endpointSchema(marketDataEndpoints.countryDestinations, tags),
    handler: async (request) => listGlobalDestinations(deps, request.params.country),
  });

  app.get(marketDataEndpoints.countryOrigins.path, {
    config: { ...cacheable, scope: 'calculators:read' },
    schema: endpointSchema(marketDataEndpoints.countryOrigins, tags),
    handler: async (request) => listGlobalOrigins(deps, request.params.country),
  });

  app.get(marketDataEndpoints.currencies.path, {
    config: { ...cacheable, scope: 'prices:read' },
    schema: endpointSchema(marketDataEndpoints.currencies, tags),
    handler: async () => listCurrencies(deps),
  });

  app.get(marketDataEndpoints.accountCurrencies.path, {
    config: { ...cacheable, scope: 'calculators:read' },
    schema: endpointSchema(marketDataEndpoints.accountCurrencies, tags),
    handler: async () => listAccountCurrencies(deps),
  });

  // Revalidated by the ETag of its body: as days pass the same publications turn late, so the body and its ETag change.
  app.get(marketDataEndpoints.freshness.path, {
    config: { ...cacheable, scope: 'prices:read' },
    schema: endpointSchema(marketDataEndpoints.freshness, tags),
    handler: async () => listMarketFreshness(deps),
  });

  app.get(marketDataEndpoints.zeroDecimalCurrencyCodes.path, {
    config: { ...cacheable, scope: 'calculators:read' },
    schema: endpointSchema(marketDataEndpoints.zeroDecimalCurrencyCodes, tags),
    handler: async () => listZeroDecimalCurrencyCodes(deps),
  });

  await app.register(operatorImportRoutes, { deps });
};
