import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invoiceEndpoints } from '@psc/core/billing/billing.endpoints';
import type { Deps } from '../../../deps.ts';
import { requirePrincipal } from '../../../plugins/authentication.ts';
import { endpointSchema } from '../../../shared/endpoint-schema.ts';
import { getInvoice } from './get-invoice.ts';
import { getInvoicePdf } from './get-invoice-pdf.ts';
import { listInvoices } from './list-invoices.ts';

const tags = ['billing'];
const administrators = { access: 'administrator', allowedWhenLocked: true } as const;

/** The PDF as a download kept by no cache (the route's typed reply describes JSON bodies only). */
const sendPdf = (reply: FastifyReply, { filename, pdf }: { filename: string; pdf: Buffer }) =>
  reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'private, no-store')
    .send(pdf);

/** Invoices: lists, one invoice and its PDF. */
export const invoicesRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(invoiceEndpoints.list.path, {
    config: administrators,
    schema: endpointSchema(invoiceEndpoints.list, tags),
    handler: async (request) => listInvoices(deps, requirePrincipal(request)),
  });
  app.get(invoiceEndpoints.myList.path, {
    config: administrators,
    schema: endpointSchema(invoiceEndpoints.myList, tags),
    handler: async (request) => listInvoices(deps, requirePrincipal(request)),
  });
  app.get(invoiceEndpoints.accountList.path, {
    config: administrators,
    schema: endpointSchema(invoiceEndpoints.accountList, tags),
    handler: async (request) => listInvoices(deps, requirePrincipal(request), request.params.accountId),
  });
  app.get(invoiceEndpoints.get.path, {
    config: administrators,
    schema: endpointSchema(invoiceEndpoints.get, tags),
    handler: async (request) => getInvoice(deps, requirePrincipal(request), request.params.invoiceId),
  });
  app.get(invoiceEndpoints.pdf.path, {
    config: administrators,
    schema: endpointSchema(invoiceEndpoints.pdf, tags),
    handler: async (request, reply) =>
      sendPdf(reply, await getInvoicePdf(deps, requirePrincipal(request), request.params.invoiceId)),
  });
};
