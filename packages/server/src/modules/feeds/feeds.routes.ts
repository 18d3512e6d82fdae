import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { boardFeedRows, calculatorFeedRows, matrixFeedRows } from '@psc/core/feeds/feed-rows';
import { errorReplySchema } from '@psc/core/shared/simple-reply.schemas';
import type { Deps } from '../../deps.ts';
import { requirePrincipal } from '../../plugins/authentication.ts';
import { toCsv } from '../../shared/csv.ts';
import { listCalculators } from '../calculators/list-calculators.ts';
import { listContractPeriods } from '../market-data/list-contract-periods.ts';
import { matrixPrices } from '../matrices/matrix-prices.ts';

const feedRowsSchema = z.array(
  z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
);
const refusals = { 401: errorReplySchema, 403: errorReplySchema, 429: errorReplySchema };
// The boards with one price per period; the cash market's regional prices and the white premium have calls of
// their own and no feed yet.
const boardQuery = z.object({ contract: z.enum(['London5', 'NewYork11', 'BrazilSRP', 'BrazilSPRP']) });
const csvType = 'text/csv; charset=utf-8';
const matrixQuery = z.object({ matrix: z.uuid() });

/**
 * Spreadsheet feeds (issue 17 item 2; decision 0042): flat rows that Excel's "From Web" reads as a table, with a
 * customer API key or a session token. CSV carries a BOM so Excel reads the text as UTF-8.
 */
export const feedsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get('/api/v1/feeds/calculators.csv', {
    config: { scope: 'calculators:read' },
    schema: {
      tags: ['feeds'],
      summary: "The caller's calculators as CSV, one row each, priced now",
      produces: ['text/csv'],
      response: { 200: z.string(), ...refusals },
    },
    handler: async (request, reply) => {
      const rows = calculatorFeedRows(await listCalculators(deps, requirePrincipal(request)));
      return reply
        .type(csvType)
        .header('Cache-Control', 'no-store')
        .send(`\uFEFF${toCsv(rows)}`);
    },
  });

  app.get('/api/v1/feeds/calculators.json', {
    config: { scope: 'calculators:read' },
    schema: {
      tags: ['feeds'],
      summary: "The caller's calculators as flat JSON rows, priced now",
      response: { 200: feedRowsSchema, ...refusals },
    },
    handler: async (request, reply) =>
      reply
        .header('Cache-Control', 'no-store')
        .send(calculatorFeedRows(await listCalculators(deps, requirePrincipal(request)))),
  });

  app.get('/api/v1/feeds/board.csv', {
    config: { scope: 'prices:read' },
    schema: {
      tags: ['feeds'],
      summary: "A contract's price board as CSV: one row per period",
      querystring: boardQuery,
      produces: ['text/csv'],
      response: { 200: z.string(), 400: errorReplySchema, ...refusals },
    },
    handler: async (request, reply) =>
      reply
        .type(csvType)
        .header('Cache-Control', 'no-store')
        .send(`\uFEFF${toCsv(boardFeedRows(await listContractPeriods(deps, request.query.contract)))}`),
  });

  app.get('/api/v1/feeds/board.json', {
    config: { scope: 'prices:read' },
    schema: {
      tags: ['feeds'],
      summary: "A contract's price board as flat JSON rows",
      querystring: boardQuery,
      response: { 200: feedRowsSchema, 400: errorReplySchema, ...refusals },
    },
    handler: async (request, reply) =>
      reply
        .header('Cache-Control', 'no-store')
        .send(boardFeedRows(await listContractPeriods(deps, request.query.contract))),
  });

  app.get('/api/v1/feeds/matrix.csv', {
    config: { scope: 'calculators:read' },
    schema: {
      tags: ['feeds'],
      summary: "One of the caller's parity matrices as CSV, priced now: one row per cell",
      querystring: matrixQuery,
      produces: ['text/csv'],
      response: { 200: z.string(), 400: errorReplySchema, 404: errorReplySchema, ...refusals },
    },
    handler: async (request, reply) =>
      reply
        .type(csvType)
        .header('Cache-Control', 'no-store')
        .send(
          `\uFEFF${toCsv(matrixFeedRows(await matrixPrices(deps, requirePrincipal(request), request.query.matrix)))}`,
        ),
  });

  app.get('/api/v1/feeds/matrix.json', {
    config: { scope: 'calculators:read' },
    schema: {
      tags: ['feeds'],
      summary: "One of the caller's parity matrices as flat JSON rows, priced now",
      querystring: matrixQuery,
      response: { 200: feedRowsSchema, 400: errorReplySchema, 404: errorReplySchema, ...refusals },
    },
    handler: async (request, reply) =>
      reply
        .header('Cache-Control', 'no-store')
        .send(matrixFeedRows(await matrixPrices(deps, requirePrincipal(request), request.query.matrix))),
  });
};
