import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { matrixEndpoints as endpoints } from '@psc/core/matrices/matrices.endpoints';
import type { Deps } from '../../deps.ts';
import { requirePrincipal } from '../../plugins/authentication.ts';
import { endpointSchema } from '../../shared/endpoint-schema.ts';
import { sendFile } from '../../shared/send-file.ts';
import { createMatrix, deleteMatrix, getMatrix, listMatrices, updateMatrix } from './matrix-actions.ts';
import { matrixCellHistory } from './matrix-cell-history.ts';
import { matrixPrices } from './matrix-prices.ts';
import { matrixWorkbookFile } from './matrix-workbook.ts';
import { userLanguage } from '../personalisation/recipient-language.ts';
import { openMatrixCell } from './open-matrix-cell.ts';

const tags = ['matrices'];

/** Beyond the spec (issue 16 item 1, docs/decisions/0047): parity matrices, priced by the calculator's engine. */
export const matricesRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(endpoints.list.path, {
    schema: endpointSchema(endpoints.list, tags),
    handler: async (request) => listMatrices(deps, requirePrincipal(request)),
  });

  app.post(endpoints.create.path, {
    schema: endpointSchema(endpoints.create, tags, 201),
    handler: async (request, reply) =>
      reply.code(201).send(await createMatrix(deps, requirePrincipal(request), request.body)),
  });

  app.get(endpoints.get.path, {
    schema: endpointSchema(endpoints.get, tags),
    handler: async (request) => getMatrix(deps, requirePrincipal(request), request.params.matrixId),
  });

  app.put(endpoints.update.path, {
    schema: endpointSchema(endpoints.update, tags),
    handler: async (request) =>
      updateMatrix(deps, requirePrincipal(request), request.params.matrixId, request.body),
  });

  app.delete(endpoints.remove.path, {
    schema: endpointSchema(endpoints.remove, tags),
    handler: async (request) => deleteMatrix(deps, requirePrincipal(request), request.params.matrixId),
  });

  app.get(endpoints.prices.path, {
    schema: endpointSchema(endpoints.prices, tags),
    handler: async (request) => matrixPrices(deps, requirePrincipal(request), request.params.matrixId),
  });

  app.get(endpoints.xlsx.path, {
    schema: endpointSchema(endpoints.xlsx, tags),
    handler: async (request, reply) => {
      const principal = requirePrincipal(request);
      const prices = await matrixPrices(deps, principal, request.params.matrixId);
      const language = await userLanguage(deps, principal);
      return sendFile(reply, await matrixWorkbookFile(prices, deps.clock.now(), language));
    },
  });

  app.get(endpoints.cellHistory.path, {
    config: { scope: 'calculators:read' },
    schema: endpointSchema(endpoints.cellHistory, tags),
    handler: async (request) =>
      matrixCellHistory(deps, requirePrincipal(request), request.params.matrixId, request.query),
  });

  app.post(endpoints.openCell.path, {
    schema: endpointSchema(endpoints.openCell, tags, 201),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await openMatrixCell(deps, requirePrincipal(request), request.params.matrixId, request.body)),
  });
};
