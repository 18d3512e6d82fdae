import { z } from 'zod';
import { defineEndpoints } from '../shared/endpoint.ts';
import { simpleReplySchema } from '../shared/simple-reply.schemas.ts';
import {
  amendmentParamsSchema,
  amendmentQuerySchema,
  calculatorHistoryQuerySchema,
  calculatorHistoryReplySchema,
  calculatorIdParamsSchema,
  calculatorListReplySchema,
  calculatorReplySchema,
  calculatorRequestSchema,
  costBlockActivityParamsSchema,
  costBlockOverrideParamsSchema,
  costBlockOverrideQuerySchema,
  csvDownloadQuerySchema,
  excelDownloadQuerySchema,
  recomputeReplySchema,
} from './calculators.schemas.ts';

/** POST /api/v1/calculator's answer: the spec's success and message, and the new calculator's id. */
export const calculatorCreatedReplySchema = simpleReplySchema.extend({ id: z.string() });

/** calculators.md §7: every calculator call, described once for the server and the web (issue 13). */
export const calculatorEndpoints = defineEndpoints({
  list: {
    method: 'GET',
    path: '/api/v1/calculator/all',
    summary: "The caller's calculators by creationTimestamp, priced with the current publications",
    reply: calculatorListReplySchema,
  },
  moveExpired: {
    method: 'PUT',
    path: '/api/v1/calculator/all',
    summary: "Move the caller's calculators on expired periods to the current pricing month",
    reply: calculatorListReplySchema,
  },
  recomputeAll: {
    method: 'PUT',
    path: '/api/v1/calculator/calculateall',
    summary: "Price the caller's calculators again and store the results (set-based)",
    reply: recomputeReplySchema,
  },
  create: {
    method: 'POST',
    path: '/api/v1/calculator',
    summary: 'Create a calculator (Free plan: up to its numberOfSources)',
    body: calculatorRequestSchema,
    reply: calculatorCreatedReplySchema,
  },
  update: {
    method: 'PUT',
    path: '/api/v1/calculator/:calculatorId',
    summary: 'Edit a calculator (the edit form)',
    params: calculatorIdParamsSchema,
    body: calculatorRequestSchema,
    reply: calculatorReplySchema,
  },
  remove: {
    method: 'DELETE',
    path: '/api/v1/calculator/:calculatorId',
    summary: 'Delete a calculator',
    params: calculatorIdParamsSchema,
    reply: simpleReplySchema,
  },
  amend: {
    method: 'PUT',
    path: '/api/v1/calculator/:calculatorId/:name',
    summary: 'Change one field of a calculator; answers the whole calculator, priced',
    params: amendmentParamsSchema,
    query: amendmentQuerySchema,
    reply: calculatorReplySchema,
  },
  overrideCostBlock: {
    method: 'PUT',
    path: '/api/v1/calculator/:calculatorId/costblock/:custom/:name',
    summary:
      'Override a cost block (custom true, value = price per tonne in the calculator currency; Forex: units of calculator currency per unit of contract currency; Quota: in-quota duty per tonne in the duty rule currency) or return it to its default',
    params: costBlockOverrideParamsSchema,
    query: costBlockOverrideQuerySchema,
    reply: calculatorReplySchema,
  },
  setCostBlockActivity: {
    method: 'PUT',
    path: '/api/v1/calculator/:calculatorId/costblock/activity/:active/:name',
    summary: 'Switch a cost block on or off',
    params: costBlockActivityParamsSchema,
    reply: calculatorReplySchema,
  },
  history: {
    method: 'GET',
    path: '/api/v1/calculator/:calculatorId/history',
    summary:
      'DDP history: the calculator priced again at every publication in the range (default the last 90 days), from the publications as they stood then',
    params: calculatorIdParamsSchema,
    query: calculatorHistoryQuerySchema,
    reply: calculatorHistoryReplySchema,
  },
  downloadCsv: {
    method: 'POST',
    path: '/api/v1/calculator/:calculatorId/downloadascsv',
    summary: 'The calculator as CSV: inputs, waterfall with provenance, totals',
    params: calculatorIdParamsSchema,
    query: csvDownloadQuerySchema,
  },
  downloadExcel: {
    method: 'POST',
    path: '/api/v1/calculator/:calculatorId/downloadasexcel',
    summary: 'The calculator as an xlsx workbook',
    params: calculatorIdParamsSchema,
    query: excelDownloadQuerySchema,
  },
});
