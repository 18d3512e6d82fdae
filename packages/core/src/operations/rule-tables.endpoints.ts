import { defineEndpoints } from '../shared/endpoint.ts';
import {
  ruleTableListReplySchema,
  ruleTableParamsSchema,
  ruleTablePreviewReplySchema,
  ruleTablePreviewRequestSchema,
  ruleTableReplySchema,
  ruleTableSaveReplySchema,
  ruleTableSaveRequestSchema,
  ruleTableVersionParamsSchema,
  ruleTableVersionReplySchema,
} from './rule-tables.schemas.ts';

/** The market desk's rule tables (docs/decisions/0050); part of operationsEndpoints. */
export const ruleTableEndpoints = defineEndpoints({
  listRuleTables: {
    method: 'GET',
    path: '/api/ops/rules',
    summary:
      'Analysts: the rule tables (duty, destination charges, origin premiums, polarisation, freight models)',
    reply: ruleTableListReplySchema,
  },
  ruleTable: {
    method: 'GET',
    path: '/api/ops/rules/:tableId',
    summary: "Analysts: a rule table's current version, its rows with their sources, and its history",
    params: ruleTableParamsSchema,
    reply: ruleTableReplySchema,
  },
  ruleTableVersion: {
    method: 'GET',
    path: '/api/ops/rules/:tableId/versions/:version',
    summary: 'Analysts: one earlier version of a rule table, as it was saved',
    params: ruleTableVersionParamsSchema,
    reply: ruleTableVersionReplySchema,
  },
  previewRuleTable: {
    method: 'POST',
    path: '/api/ops/rules/:tableId/preview',
    summary: 'Analysts: check a new version of a rule table (every problem by path) and what it changes',
    params: ruleTableParamsSchema,
    body: ruleTablePreviewRequestSchema,
    reply: ruleTablePreviewReplySchema,
  },
  saveRuleTable: {
    method: 'POST',
    path: '/api/ops/rules/:tableId',
    summary: 'Analysts: save a new version of a rule table; calculators price from it at once',
    params: ruleTableParamsSchema,
    body: ruleTableSaveRequestSchema,
    reply: ruleTableSaveReplySchema,
  },
});
