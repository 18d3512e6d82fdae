import { useMutation } from '@tanstack/react-query';
import { subscriptionUpdateReplySchema, type SubscriptionRequest } from '@psc/core/billing/billing.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** PUT /api/v1/accounts/subscriptions: error, needsStripe (with the client secret) or ok. */
export const updateSubscription = (request: SubscriptionRequest) =>
  apiRequest('/api/v1/accounts/subscriptions', {
    method: 'PUT',
    body: request,
    schema: subscriptionUpdateReplySchema,
  });

export const useUpdateSubscription = () => useMutation({ mutationFn: updateSubscription });
