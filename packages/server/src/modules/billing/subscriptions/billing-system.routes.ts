import { memoryUsage } from 'node:process';
import { availableParallelism, freemem, totalmem } from 'node:os';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingSystemEndpoints as endpoints } from '@psc/core/billing/billing-system.endpoints';
import type { Deps } from '../../../deps.ts';
import { endpointSchema } from '../../../shared/endpoint-schema.ts';
import { clearOpenPurchase } from './clear-purchase.ts';
import { generateInvoices } from './generate-invoices.ts';
import {
  clearExpiredPaymentIntents,
  dumpPrices,
  dumpProviderPrices,
  pumpPrices,
  updatePrices,
  upsertCoupon,
} from './manage-catalogue.ts';
import { reconcilePayments } from './reconcile-payments.ts';

const tags = ['system'];

/** Operator calls of the billing system (account-and-billing.md §7). */
export const billingSystemRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const operator = { auth: 'operator' } as const;
  // The spec makes these tasks GETs; they write like any PUT (docs/decisions/0068).
  const operatorTask = { auth: 'operator', changesData: true } as const;

  app.get(endpoints.generateInvoices.path, {
    config: operatorTask,
    schema: endpointSchema(endpoints.generateInvoices, tags),
    handler: async (request) => generateInvoices(deps, request.query),
  });
  app.get(endpoints.reconcile.path, {
    config: operatorTask,
    schema: endpointSchema(endpoints.reconcile, tags),
    handler: async () => reconcilePayments(deps),
  });
  app.get(endpoints.clearExpiredPaymentIntents.path, {
    config: operatorTask,
    schema: endpointSchema(endpoints.clearExpiredPaymentIntents, tags),
    handler: async () => clearExpiredPaymentIntents(deps, (purchase) => clearOpenPurchase(deps, purchase)),
  });
  app.get(endpoints.dumpPrices.path, {
    config: operator,
    schema: endpointSchema(endpoints.dumpPrices, tags),
    handler: async () => dumpPrices(deps),
  });
  app.get(endpoints.dumpProviderPrices.path, {
    config: operator,
    schema: endpointSchema(endpoints.dumpProviderPrices, tags),
    handler: async () => dumpProviderPrices(deps),
  });
  app.get(endpoints.pumpPrices.path, {
    config: operatorTask,
    schema: endpointSchema(endpoints.pumpPrices, tags),
    handler: async () => pumpPrices(deps),
  });
  app.put(endpoints.updatePrices.path, {
    config: operator,
    schema: endpointSchema(endpoints.updatePrices, tags),
    handler: async (request) => updatePrices(deps, request.body),
  });
  app.put(endpoints.upsertCoupon.path, {
    config: operator,
    schema: endpointSchema(endpoints.upsertCoupon, tags),
    handler: async (request) => upsertCoupon(deps, request.body),
  });
  app.get(endpoints.memory.path, {
    config: operator,
    schema: endpointSchema(endpoints.memory, tags),
    handler: async () => ({
      freeMemory: freemem(),
      maximumMemory: totalmem(),
      totalMemory: memoryUsage().rss,
      numberOfProcessors: availableParallelism(),
      version: process.version,
      success: true,
      message: 'ok',
    }),
  });
};
