import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelSubscriptionReplySchema } from '@psc/core/billing/billing.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** DELETE /api/v1/accounts/subscriptions (the cancel variant of the price request). */
export const cancelSubscription = () =>
  apiRequest('/api/v1/accounts/subscriptions', {
    method: 'DELETE',
    body: { planId: 1, numberOfEditors: 1, numberOfSources: 2 },
    schema: cancelSubscriptionReplySchema,
  });

export const useCancelSubscription = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelSubscription, onSettled: () => queryClient.invalidateQueries() });
};
