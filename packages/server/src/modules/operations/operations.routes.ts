import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  operationsEndpointRoles as roles,
  operationsEndpoints as ops,
} from '@psc/core/operations/operations.endpoints';
import type { Deps } from '../../deps.ts';
import { requireOperator } from '../../plugins/authentication.ts';
import { z } from 'zod';
import { endpointSchema, refusalReplies } from '../../shared/endpoint-schema.ts';
import { customerDeskRoutes } from './customer-desk.routes.ts';
import { marketAndNewsDeskRoutes } from './market-desk.routes.ts';
import { operatorWith as as, operationsTags as tags } from './operator-route-config.ts';
import { addOperator, listOperators } from './create-operator.ts';
import { exportOperatorAudit, listOperatorAudit } from './list-operator-audit.ts';
import { createOperatorApiKey, listOperatorApiKeys, revokeOperatorApiKey } from './operator-api-keys.ts';
import { signOutOperator } from './operator-sign-in.ts';
import { listFailedJobs, retryDeadJob } from './jobs-desk.ts';

/** The operations console's calls (issue 15; decision 0049): operators only, each with the role it needs. */
export const operationsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(ops.me.path, {
    config: as(roles.me),
    schema: endpointSchema(ops.me, tags),
    handler: async (request) => {
      const { familyId: _familyId, ...me } = requireOperator(request);
      return me;
    },
  });

  app.delete(ops.signOut.path, {
    config: as(roles.signOut),
    schema: endpointSchema(ops.signOut, tags),
    handler: async (request) => {
      const operator = requireOperator(request);
      if (operator.familyId !== null) await signOutOperator(deps, operator.familyId);
      return { success: true, message: 'Signed out' };
    },
  });

  await app.register(marketAndNewsDeskRoutes, { deps });
  await app.register(customerDeskRoutes, { deps });

  app.get(ops.listOperators.path, {
    config: as(roles.listOperators),
    schema: endpointSchema(ops.listOperators, tags),
    handler: async () => listOperators(deps),
  });

  app.post(ops.createOperator.path, {
    config: as(roles.createOperator),
    schema: endpointSchema(ops.createOperator, tags),
    handler: async (request) => addOperator(deps, requireOperator(request), request.body),
  });

  app.get(ops.listKeys.path, {
    config: as(roles.listKeys),
    schema: endpointSchema(ops.listKeys, tags),
    handler: async () => listOperatorApiKeys(deps),
  });

  app.post(ops.createKey.path, {
    config: as(roles.createKey),
    schema: endpointSchema(ops.createKey, tags),
    handler: async (request) => createOperatorApiKey(deps, requireOperator(request), request.body),
  });

  app.delete(ops.revokeKey.path, {
    config: as(roles.revokeKey),
    schema: endpointSchema(ops.revokeKey, tags),
    handler: async (request) => revokeOperatorApiKey(deps, requireOperator(request), request.params.keyId),
  });

  app.get(ops.failedJobs.path, {
    config: as(roles.failedJobs),
    schema: endpointSchema(ops.failedJobs, tags),
    handler: async () => listFailedJobs(deps),
  });

  app.post(ops.retryJob.path, {
    config: as(roles.retryJob),
    schema: endpointSchema(ops.retryJob, tags),
    handler: async (request) => retryDeadJob(deps, requireOperator(request), request.params.jobId),
  });

  app.get(ops.exportAudit.path, {
    config: as(roles.exportAudit),
    schema: {
      tags,
      summary: ops.exportAudit.summary,
      querystring: ops.exportAudit.query,
      produces: ['text/csv'],
      response: { 200: z.string(), ...refusalReplies },
    },
    handler: async (request, reply) =>
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="psc-operator-audit.csv"')
        .header('Cache-Control', 'no-store')
        .send(await exportOperatorAudit(deps, request.query)),
  });

  app.get(ops.audit.path, {
    config: as(roles.audit),
    schema: endpointSchema(ops.audit, tags),
    handler: async (request) => listOperatorAudit(deps, request.query),
  });
};
