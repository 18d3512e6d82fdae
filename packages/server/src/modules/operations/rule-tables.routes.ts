import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  operationsEndpointRoles as roles,
  operationsEndpoints as ops,
} from '@psc/core/operations/operations.endpoints';
import type { Deps } from '../../deps.ts';
import { requireOperator } from '../../plugins/authentication.ts';
import { endpointSchema } from '../../shared/endpoint-schema.ts';
import {
  getRuleTable,
  getRuleTableVersion,
  listRuleTables,
  previewRuleTable,
  saveRuleTable,
} from '../market-data/rule-table-desk.ts';

const tags = ['operations'];
const as = (role: 'analyst') => ({ auth: 'operator', operatorRole: role }) as const;
// The duty table is the largest, about 20 kB as shipped: room for it to grow tenfold.
const tableBodyLimit = 1_048_576;

/** The market desk's rule tables (issue 15 item 2; docs/decisions/0050). */
export const ruleTablesRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(ops.listRuleTables.path, {
    config: as(roles.listRuleTables),
    schema: endpointSchema(ops.listRuleTables, tags),
    handler: async () => listRuleTables(deps),
  });

  app.get(ops.ruleTable.path, {
    config: as(roles.ruleTable),
    schema: endpointSchema(ops.ruleTable, tags),
    handler: async (request) => getRuleTable(deps, request.params.tableId),
  });

  app.get(ops.ruleTableVersion.path, {
    config: as(roles.ruleTableVersion),
    schema: endpointSchema(ops.ruleTableVersion, tags),
    handler: async (request) => getRuleTableVersion(deps, request.params.tableId, request.params.version),
  });

  app.post(ops.previewRuleTable.path, {
    config: as(roles.previewRuleTable),
    bodyLimit: tableBodyLimit,
    schema: endpointSchema(ops.previewRuleTable, tags),
    handler: async (request) => previewRuleTable(deps, request.params.tableId, request.body.content),
  });

  app.post(ops.saveRuleTable.path, {
    config: as(roles.saveRuleTable),
    bodyLimit: tableBodyLimit,
    schema: endpointSchema(ops.saveRuleTable, tags),
    handler: async (request) =>
      saveRuleTable(deps, requireOperator(request), request.params.tableId, request.body),
  });
};
