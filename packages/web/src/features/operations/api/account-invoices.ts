import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { operationsEndpoints } from '@psc/core/operations/operations.endpoints';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { opsRequest } from './ops-request.ts';

/** GET /api/ops/accounts/{id}/invoices. */
export const useAccountInvoices = (accountId: string) =>
  useQuery(
    queryOptions({
      queryKey: endpointQueryKey(operationsEndpoints.accountInvoices, { accountId }),
      queryFn: ({ signal }) =>
        opsRequest(operationsEndpoints.accountInvoices, { params: { accountId }, signal }),
    }),
  );

/** POST /api/ops/accounts/{id}/invoices/{invoiceId}/resend, with a reason. */
export const useResendInvoice = (accountId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invoiceId, reason }: { invoiceId: string; reason: string }) =>
      opsRequest(operationsEndpoints.resendInvoice, { params: { accountId, invoiceId }, body: { reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointQueryKey(operationsEndpoints.audit) }),
  });
};
