import { queryOptions, useQuery } from '@tanstack/react-query';
import { invoiceListReplySchema } from '@psc/core/billing/billing.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/v1/accounts/invoices: newest first. */
export const getInvoices = (signal?: AbortSignal) =>
  apiRequest('/api/v1/accounts/invoices', { schema: invoiceListReplySchema, ...(signal ? { signal } : {}) });

export const invoicesQueryKey = ['billing', 'invoices'] as const;

export const useInvoices = () =>
  useQuery(queryOptions({ queryKey: invoicesQueryKey, queryFn: ({ signal }) => getInvoices(signal) }));
