import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { matrixEndpoints } from '@psc/core/matrices/matrices.endpoints';
import { errorReplySchema } from '@psc/core/shared/simple-reply.schemas';
import type { Deps } from '../../deps.ts';
import { requirePrincipal } from '../../plugins/authentication.ts';
import { sendFile } from '../../shared/send-file.ts';
import { createMatrix, deleteMatrix, getMatrix, listMatrices, updateMatrix } from './matrix-actions.ts';
import { matrixPrices } from './matrix-prices.ts';
import { matrixWorkbookFile } from './matrix-workbook.ts';
import { openMatrixCell } from './open-matrix-cell.ts';
import { matrixCellHistory } from './matrix-cell-history.ts';

const tags = ['matrices'];
const errors = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
  429: errorReplySchema,
};
const endpoints = matrixEndpoints;

/** Beyond the spec (issue 16 item 1, docs/decisions/0047): parity matrices, priced by the calculator's engine. */
export const matricesRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(endpoints.list.path, {
    schema: { tags, summary: endpoints.list.summary, response: { 200: endpoints.list.reply, ...errors } },
    handler: async (request) => listMatrices(deps, requirePrincipal(request)),
  });

  app.post(endpoints.create.path, {
    schema: {
      tags,
      summary: endpoints.create.summary,
      body: endpoints.create.body,
      response: { 201: endpoints.create.reply, ...errors },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await createMatrix(deps, requirePrincipal(request), request.body)),
  });

  app.get(endpoints.get.path, {
    schema: {
      tags,
      summary: endpoints.get.summary,
      params: endpoints.get.params,
      response: { 200: endpoints.get.reply, ...errors },
    },
    handler: async (request) => getMatrix(deps, requirePrincipal(request), request.params.matrixId),
  });

  app.put(endpoints.update.path, {
    schema: {
      tags,
      summary: endpoints.update.summary,
      params: endpoints.update.params,
      body: endpoints.update.body,
      response: { 200: endpoints.update.reply, ...errors },
    },
    handler: async (request) =>
      updateMatrix(deps, requirePrincipal(request), request.params.matrixId, request.body),
  });

  app.delete(endpoints.remove.path, {
    schema: {
      tags,
      summary: endpoints.remove.summary,
      params: endpoints.remove.params,
      response: { 200: endpoints.remove.reply, ...errors },
    },
    handler: async (request) => deleteMatrix(deps, requirePrincipal(request), request.params.matrixId),
  });

  app.get(endpoints.prices.path, {
    schema: {
      tags,
      summary: endpoints.prices.summary,
      params: endpoints.prices.params,
      response: { 200: endpoints.prices.reply, ...errors },
    },
    handler: async (request) => matrixPrices(deps, requirePrincipal(request), request.params.matrixId),
  });

  app.get(endpoints.xlsx.path, {
    schema: { tags, summary: endpoints.xlsx.summary, params: endpoints.xlsx.params, response: errors },
    handler: async (request, reply) => {
      const prices = await matrixPrices(deps, requirePrincipal(request), request.params.matrixId);
      return sendFile(reply, await matrixWorkbookFile(prices, deps.clock.now()));
    },
  });

  app.get(endpoints.cellHistory.path, {
    config: { scope: 'calculators:read' },
    schema: {
      tags,
      summary: endpoints.cellHistory.summary,
      params: endpoints.cellHistory.params,
      querystring: endpoints.cellHistory.query,
      response: { 200: endpoints.cellHistory.reply, ...errors },
    },
    handler: async (request) =>
      matrixCellHistory(deps, requirePrincipal(request), request.params.matrixId, request.query),
  });

  app.post(endpoints.openCell.path, {
    schema: {
      tags,
      summary: endpoints.openCell.summary,
      params: endpoints.openCell.params,
      body: endpoints.openCell.body,
      response: { 201: endpoints.openCell.reply, ...errors },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await openMatrixCell(deps, requirePrincipal(request), request.params.matrixId, request.body)),
  });
};
