import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calculatorEndpoints } from '@psc/core/calculators/calculators.endpoints';
import type { Deps } from '../../deps.ts';
import { sendFile } from '../../shared/send-file.ts';
import { requirePrincipal } from '../../plugins/authentication.ts';
import { endpointSchema } from '../../shared/endpoint-schema.ts';
import { amendCalculatorField } from './amend-calculator-field.ts';
import { calculatorHistory } from './calculator-history.ts';
import { createCalculator } from './create-calculator.ts';
import { deleteCalculator } from './delete-calculator.ts';
import { exportCalculatorCsv } from './export-calculator-csv.ts';
import { userLanguage } from '../personalisation/recipient-language.ts';
import { exportCalculatorExcel } from './export-calculator-excel.ts';
import { calculatorListJson } from './list-calculators.ts';
import { sendCalculatorList } from './send-calculator-list.ts';
import { moveExpiredCalculators } from './move-expired-calculators.ts';
import { overrideCostBlock } from './override-cost-block.ts';
import { recomputeCalculatorPrices } from './recompute-calculator-prices.ts';
import { setCostBlockActivity } from './set-cost-block-activity.ts';
import { updateCalculator } from './update-calculator.ts';

const tags = ['calculators'];

/** calculators.md §7: every calculator call. Calculators belong to one person of one account; Viewers read. */
export const calculatorsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(calculatorEndpoints.list.path, {
    config: { scope: 'calculators:read' },
    schema: endpointSchema(calculatorEndpoints.list, tags),
    handler: async (request, reply) => {
      const list = calculatorListJson(deps, requirePrincipal(request));
      return sendCalculatorList(request, reply, list instanceof Promise ? await list : list);
    },
  });

  app.put(calculatorEndpoints.moveExpired.path, {
    config: { scope: 'calculators:write' },
    schema: endpointSchema(calculatorEndpoints.moveExpired, tags),
    handler: async (request) => moveExpiredCalculators(deps, requirePrincipal(request)),
  });

  // It stores the recomputed prices: a write, so a Viewer is refused like any other (decision 0023).
  app.put(calculatorEndpoints.recomputeAll.path, {
    config: { scope: 'calculators:write' },
    schema: endpointSchema(calculatorEndpoints.recomputeAll, tags),
    handler: async (request) => {
      const principal = requirePrincipal(request);
      const { recomputed } = await recomputeCalculatorPrices(deps, {
        owner: { accountId: principal.accountId, personId: principal.personId },
        onlyStale: false,
      });
      return { success: true, message: `${recomputed} calculator(s) priced`, recomputed };
    },
  });

  app.post(calculatorEndpoints.create.path, {
    config: { scope: 'calculators:write' },
    schema: endpointSchema(calculatorEndpoints.create, tags),
    handler: async (request) => createCalculator(deps, requirePrincipal(request), request.body),
  });

  app.put(calculatorEndpoints.update.path, {
    config: { scope: 'calculators:write' },
    schema: endpointSchema(calculatorEndpoints.update, tags),
    handler: async (request) =>
      updateCalculator(deps, requirePrincipal(request), request.params.calculatorId, request.body),
  });

  app.delete(calculatorEndpoints.remove.path, {
    config: { scope: 'calculators:write' },
    schema: endpointSchema(calculatorEndpoints.remove, tags),
    handler: async (request) =>
      deleteCalculator(deps, requirePrincipal(request), request.params.calculatorId),
  });

  app.put(calculatorEndpoints.amend.path, {
    config: { scope: 'calculators:write' },
    schema: endpointSchema(calculatorEndpoints.amend, tags),
    handler: async (request) =>
      amendCalculatorField(
        deps,
        requirePrincipal(request),
        request.params.calculatorId,
        request.params.name,
        request.query.value,
      ),
  });

  app.put(calculatorEndpoints.overrideCostBlock.path, {
    config: { scope: 'calculators:write' },
    schema: endpointSchema(calculatorEndpoints.overrideCostBlock, tags),
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

  app.put(calculatorEndpoints.setCostBlockActivity.path, {
    config: { scope: 'calculators:write' },
    schema: endpointSchema(calculatorEndpoints.setCostBlockActivity, tags),
    handler: async (request) =>
      setCostBlockActivity(
        deps,
        requirePrincipal(request),
        request.params.calculatorId,
        request.params.name,
        request.params.active === 'true',
      ),
  });

  app.get(calculatorEndpoints.history.path, {
    config: { scope: 'calculators:read' },
    schema: endpointSchema(calculatorEndpoints.history, tags),
    handler: async (request) =>
      calculatorHistory(deps, requirePrincipal(request), request.params.calculatorId, request.query),
  });

  app.post(calculatorEndpoints.downloadCsv.path, {
    config: { scope: 'calculators:read', readOnly: true },
    schema: endpointSchema(calculatorEndpoints.downloadCsv, tags),
    handler: async (request, reply) => {
      const principal = requirePrincipal(request);
      return sendFile(
        reply,
        await exportCalculatorCsv(
          deps,
          principal,
          request.params.calculatorId,
          request.query,
          await userLanguage(deps, principal),
        ),
      );
    },
  });

  app.post(calculatorEndpoints.downloadExcel.path, {
    config: { scope: 'calculators:read', readOnly: true },
    schema: endpointSchema(calculatorEndpoints.downloadExcel, tags),
    handler: async (request, reply) => {
      const principal = requirePrincipal(request);
      return sendFile(
        reply,
        await exportCalculatorExcel(
          deps,
          principal,
          request.params.calculatorId,
          request.query,
          await userLanguage(deps, principal),
        ),
      );
    },
  });
};
