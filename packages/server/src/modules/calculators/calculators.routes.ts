import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
} from '@psc/core/calculators/calculators.schemas';
import { errorReplySchema, simpleReplySchema } from '@psc/core/shared/simple-reply.schemas';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { sendFile } from '../../shared/send-file.ts';
import { requirePrincipal } from '../../plugins/authentication.ts';
import { amendCalculatorField } from './amend-calculator-field.ts';
import { calculatorHistory } from './calculator-history.ts';
import { createCalculator } from './create-calculator.ts';
import { deleteCalculator } from './delete-calculator.ts';
import { exportCalculatorCsv } from './export-calculator-csv.ts';
import { exportCalculatorExcel } from './export-calculator-excel.ts';
import { calculatorListJson } from './list-calculators.ts';
import { sendCalculatorList } from './send-calculator-list.ts';
import { moveExpiredCalculators } from './move-expired-calculators.ts';
import { overrideCostBlock } from './override-cost-block.ts';
import { recomputeCalculatorPrices } from './recompute-calculator-prices.ts';
import { setCostBlockActivity } from './set-cost-block-activity.ts';
import { updateCalculator } from './update-calculator.ts';

const tags = ['calculators'];
const refusals = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
};
const createdReplySchema = simpleReplySchema.extend({ id: z.string() });

/** calculators.md §7: every calculator call. Calculators belong to one person of one account; Viewers read. */
export const calculatorsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get('/api/v1/calculator/all', {
    config: { scope: 'calculators:read' },
    schema: {
      tags,
      summary: "The caller's calculators by creationTimestamp, priced with the current publications",
      response: { 200: calculatorListReplySchema, ...refusals },
    },
    handler: async (request, reply) =>
      sendCalculatorList(request, reply, await calculatorListJson(deps, requirePrincipal(request))),
  });

  app.put('/api/v1/calculator/all', {
    config: { scope: 'calculators:write' },
    schema: {
      tags,
      summary: "Move the caller's calculators on expired periods to the current pricing month",
      response: { 200: calculatorListReplySchema, ...refusals },
    },
    handler: async (request) => moveExpiredCalculators(deps, requirePrincipal(request)),
  });

  // It stores the recomputed prices: a write, so a Viewer is refused like any other (decision 0023).
  app.put('/api/v1/calculator/calculateall', {
    config: { scope: 'calculators:write' },
    schema: {
      tags,
      summary: "Price the caller's calculators again and store the results (set-based)",
      response: { 200: recomputeReplySchema, ...refusals },
    },
    handler: async (request) => {
      const principal = requirePrincipal(request);
      const { recomputed } = await recomputeCalculatorPrices(deps, {
        owner: { accountId: principal.accountId, personId: principal.personId },
        onlyStale: false,
      });
      return { success: true, message: `${recomputed} calculator(s) priced`, recomputed };
    },
  });

  app.post('/api/v1/calculator', {
    config: { scope: 'calculators:write' },
    schema: {
      tags,
      summary: 'Create a calculator (Free plan: up to its numberOfSources)',
      body: calculatorRequestSchema,
      response: { 200: createdReplySchema, ...refusals },
    },
    handler: async (request) => createCalculator(deps, requirePrincipal(request), request.body),
  });

  app.put('/api/v1/calculator/:calculatorId', {
    config: { scope: 'calculators:write' },
    schema: {
      tags,
      summary: 'Edit a calculator (the edit form)',
      params: calculatorIdParamsSchema,
      body: calculatorRequestSchema,
      response: { 200: calculatorReplySchema, ...refusals },
    },
    handler: async (request) =>
      updateCalculator(deps, requirePrincipal(request), request.params.calculatorId, request.body),
  });

  app.delete('/api/v1/calculator/:calculatorId', {
    config: { scope: 'calculators:write' },
    schema: {
      tags,
      summary: 'Delete a calculator',
      params: calculatorIdParamsSchema,
      response: { 200: simpleReplySchema, ...refusals },
    },
    handler: async (request) =>
      deleteCalculator(deps, requirePrincipal(request), request.params.calculatorId),
  });

  app.put('/api/v1/calculator/:calculatorId/:name', {
    config: { scope: 'calculators:write' },
    schema: {
      tags,
      summary: 'Change one field of a calculator; answers the whole calculator, priced',
      params: amendmentParamsSchema,
      querystring: amendmentQuerySchema,
      response: { 200: calculatorReplySchema, ...refusals },
    },
    handler: async (request) =>
      amendCalculatorField(
        deps,
        requirePrincipal(request),
        request.params.calculatorId,
        request.params.name,
        request.query.value,
      ),
  });

  app.put('/api/v1/calculator/:calculatorId/costblock/:custom/:name', {
    config: { scope: 'calculators:write' },
    schema: {
      tags,
      summary:
        'Override a cost block (custom true, value = price per tonne in the calculator currency; Forex: units of calculator currency per unit of contract currency; Quota: in-quota duty per tonne in the duty rule currency) or return it to its default',
      params: costBlockOverrideParamsSchema,
      querystring: costBlockOverrideQuerySchema,
      response: { 200: calculatorReplySchema, ...refusals },
    },
    handler: async (request) =>
      overrideCostBlock(
        deps,
        requirePrincipal(request),
        request.params.calculatorId,
        request.params.name,
        request.params.custom === 'true',
        request.query.value,
      ),
  });

  app.put('/api/v1/calculator/:calculatorId/costblock/activity/:active/:name', {
    config: { scope: 'calculators:write' },
    schema: {
      tags,
      summary: 'Switch a cost block on or off',
      params: costBlockActivityParamsSchema,
      response: { 200: calculatorReplySchema, ...refusals },
    },
    handler: async (request) =>
      setCostBlockActivity(
        deps,
        requirePrincipal(request),
        request.params.calculatorId,
        request.params.name,
        request.params.active === 'true',
      ),
  });

  app.get('/api/v1/calculator/:calculatorId/history', {
    config: { scope: 'calculators:read' },
    schema: {
      tags,
      summary:
        'DDP history: the calculator priced again at every publication in the range (default the last 90 days), from the publications as they stood then',
      params: calculatorIdParamsSchema,
      querystring: calculatorHistoryQuerySchema,
      response: { 200: calculatorHistoryReplySchema, ...refusals },
    },
    handler: async (request) =>
      calculatorHistory(deps, requirePrincipal(request), request.params.calculatorId, request.query),
  });

  app.post('/api/v1/calculator/:calculatorId/downloadascsv', {
    config: { scope: 'calculators:read', readOnly: true },
    schema: {
      tags,
      summary: 'The calculator as CSV: inputs, waterfall with provenance, totals',
      params: calculatorIdParamsSchema,
      querystring: csvDownloadQuerySchema,
      response: refusals,
    },
    handler: async (request, reply) =>
      sendFile(
        reply,
        await exportCalculatorCsv(
          deps,
          requirePrincipal(request),
          request.params.calculatorId,
          request.query,
        ),
      ),
  });

  app.post('/api/v1/calculator/:calculatorId/downloadasexcel', {
    config: { scope: 'calculators:read', readOnly: true },
    schema: {
      tags,
      summary: 'The calculator as an xlsx workbook',
      params: calculatorIdParamsSchema,
      querystring: excelDownloadQuerySchema,
      response: refusals,
    },
    handler: async (request, reply) =>
      sendFile(
        reply,
        await exportCalculatorExcel(
          deps,
          requirePrincipal(request),
          request.params.calculatorId,
          request.query,
        ),
      ),
  });
};
