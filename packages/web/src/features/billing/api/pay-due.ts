import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionEndpoints } from '@psc/core/billing/billing.endpoints';
import { apiRequest } from '#lib/api-client.ts';

/** POST /api/v1/accounts/subscriptions/pay-due: the owed renewal charged to the saved default card. */
export const payDue = (purchaseId: string) =>
  apiRequest(subscriptionEndpoints.payDue.path, {
    method: subscriptionEndpoints.payDue.method,
    body: { purchaseId },
    schema: subscriptionEndpoints.payDue.reply,
  });

export const usePayDue = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: payDue, onSettled: () => queryClient.invalidateQueries() });
};
