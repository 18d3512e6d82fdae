import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invoiceListReplySchema, invoiceReplySchema } from '@psc/core/billing/billing.schemas';
import type { Deps } from '../../deps.ts';
import { requirePrincipal } from '../../plugins/authentication.ts';
import { getInvoice } from './get-invoice.ts';
import { getInvoicePdf } from './get-invoice-pdf.ts';
import { listInvoices } from './list-invoices.ts';
import { refusals, invoiceParams } from './billing-route-schemas.ts';

/** Invoices: lists, one invoice and its PDF. */
export const invoicesRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const invoiceList = {
    config: { access: 'administrator', allowedWhenLocked: true },
    schema: {
      tags: ['billing'],
      summary: "The account's invoices, newest first",
      response: { 200: invoiceListReplySchema, ...refusals },
    },
  } as const;

  app.get('/api/v1/accounts/invoices', {
    ...invoiceList,
    handler: async (request) => listInvoices(deps, requirePrincipal(request)),
  });
  app.get('/api/v1/accounts/myInvoices', {
    ...invoiceList,
    handler: async (request) => listInvoices(deps, requirePrincipal(request)),
  });
  app.get('/api/v1/accounts/:accountId/invoices', {
    config: { access: 'administrator', allowedWhenLocked: true },
    schema: {
      tags: ['billing'],
      summary: 'The invoices of an account: only your own',
      params: z.object({ accountId: z.string() }),
      response: { 200: invoiceListReplySchema, ...refusals },
    },
    handler: async (request) => listInvoices(deps, requirePrincipal(request), request.params.accountId),
  });
  app.get('/api/v1/accounts/invoices/:invoiceId', {
    config: { access: 'administrator', allowedWhenLocked: true },
    schema: {
      tags: ['billing'],
      summary: 'One invoice',
      params: invoiceParams,
      response: { 200: invoiceReplySchema, ...refusals },
    },
    handler: async (request) => getInvoice(deps, requirePrincipal(request), request.params.invoiceId),
  });
  app.get('/api/v1/accounts/invoices/:invoiceId/pdf', {
    config: { access: 'administrator', allowedWhenLocked: true },
    schema: { tags: ['billing'], summary: 'The invoice as a PDF', params: invoiceParams },
    handler: async (request, reply) => {
      const { filename, pdf } = await getInvoicePdf(
        deps,
        requirePrincipal(request),
        request.params.invoiceId,
      );
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  });
};
