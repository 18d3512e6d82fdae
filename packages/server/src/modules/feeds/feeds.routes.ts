import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedEndpoints } from '@psc/core/feeds/feeds.endpoints';
import {
  boardFeedColumns,
  boardFeedRows,
  calculatorFeedColumns,
  calculatorFeedRows,
  matrixFeedRows,
} from '@psc/core/feeds/feed-rows';
import type { Deps } from '../../deps.ts';
import { requirePrincipal } from '../../plugins/authentication.ts';
import { endpointSchema } from '../../shared/endpoint-schema.ts';
import { toCsv } from '../../shared/csv.ts';
import { listCalculators } from '../calculators/list-calculators.ts';
import { listContractPeriods } from '../market-data/list-contract-periods.ts';
import { matrixPrices } from '../matrices/matrix-prices.ts';

const tags = ['feeds'];
const csvType = 'text/csv; charset=utf-8';

/**
 * Spreadsheet feeds (issue 17 item 2; decision 0042): flat rows that Excel's "From Web" reads as a table, with a
 * customer API key or a session token. CSV carries a BOM so Excel reads the text as UTF-8.
 */
export const feedsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(feedEndpoints.calculatorsCsv.path, {
    config: { scope: 'calculators:read' },
    schema: endpointSchema(feedEndpoints.calculatorsCsv, tags),
    handler: async (request, reply) => {
      const rows = calculatorFeedRows(await listCalculators(deps, requirePrincipal(request)));
      return reply
        .type(csvType)
        .header('Cache-Control', 'no-store')
        .send(`\uFEFF${toCsv(rows, calculatorFeedColumns)}`);
    },
  });

  app.get(feedEndpoints.calculatorsJson.path, {
    config: { scope: 'calculators:read' },
    schema: endpointSchema(feedEndpoints.calculatorsJson, tags),
    handler: async (request, reply) =>
      reply
        .header('Cache-Control', 'no-store')
        .send(calculatorFeedRows(await listCalculators(deps, requirePrincipal(request)))),
  });

  app.get(feedEndpoints.boardCsv.path, {
    config: { scope: 'prices:read' },
    schema: endpointSchema(feedEndpoints.boardCsv, tags),
    handler: async (request, reply) =>
      reply
        .type(csvType)
        .header('Cache-Control', 'no-store')
        .send(
          `\uFEFF${toCsv(boardFeedRows(await listContractPeriods(deps, request.query.contract)), boardFeedColumns)}`,
        ),
  });

  app.get(feedEndpoints.boardJson.path, {
    config: { scope: 'prices:read' },
    schema: endpointSchema(feedEndpoints.boardJson, tags),
    handler: async (request, reply) =>
      reply
        .header('Cache-Control', 'no-store')
        .send(boardFeedRows(await listContractPeriods(deps, request.query.contract))),
  });

  app.get(feedEndpoints.matrixCsv.path, {
    config: { scope: 'calculators:read' },
    schema: endpointSchema(feedEndpoints.matrixCsv, tags),
    handler: async (request, reply) =>
      reply
        .type(csvType)
        .header('Cache-Control', 'no-store')
        .send(
          `\uFEFF${toCsv(matrixFeedRows(await matrixPrices(deps, requirePrincipal(request), request.query.matrix)))}`,
        ),
  });

  app.get(feedEndpoints.matrixJson.path, {
    config: { scope: 'calculators:read' },
    schema: endpointSchema(feedEndpoints.matrixJson, tags),
    handler: async (request, reply) =>
      reply
        .header('Cache-Control', 'no-store')
        .send(matrixFeedRows(await matrixPrices(deps, requirePrincipal(request), request.query.matrix))),
  });
};
