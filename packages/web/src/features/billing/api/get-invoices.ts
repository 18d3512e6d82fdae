import { queryOptions, useQuery } from '@tanstack/react-query';
import { invoiceEndpoints } from '@psc/core/billing/billing.endpoints';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';

/** GET /api/v1/accounts/invoices: newest first. */
export const getInvoices = (signal?: AbortSignal) =>
  apiRequest(invoiceEndpoints.list.path, {
    schema: invoiceEndpoints.list.reply,
    ...(signal ? { signal } : {}),
  });

export const invoicesQueryKey = endpointQueryKey(invoiceEndpoints.list);

export const useInvoices = () =>
  useQuery(queryOptions({ queryKey: invoicesQueryKey, queryFn: ({ signal }) => getInvoices(signal) }));
