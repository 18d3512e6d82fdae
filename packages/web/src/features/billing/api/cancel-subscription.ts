import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionEndpoints } from '@psc/core/billing/billing.endpoints';
import { apiRequest } from '#lib/api-client.ts';

/** DELETE /api/v1/accounts/subscriptions (the cancel variant of the price request). */
export const cancelSubscription = () =>
  apiRequest(subscriptionEndpoints.cancel.path, {
    method: subscriptionEndpoints.cancel.method,
    body: { planId: 1, numberOfEditors: 1, numberOfSources: 2 },
    schema: subscriptionEndpoints.cancel.reply,
  });

export const useCancelSubscription = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelSubscription, onSettled: () => queryClient.invalidateQueries() });
};
