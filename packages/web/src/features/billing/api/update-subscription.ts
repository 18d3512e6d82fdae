import { useMutation } from '@tanstack/react-query';
import { subscriptionEndpoints } from '@psc/core/billing/billing.endpoints';
import type { SubscriptionRequest } from '@psc/core/billing/billing.schemas';
import { apiRequest } from '#lib/api-client.ts';

/** PUT /api/v1/accounts/subscriptions: error, needsStripe (with the client secret) or ok. */
export const updateSubscription = (request: SubscriptionRequest) =>
  apiRequest(subscriptionEndpoints.update.path, {
    method: subscriptionEndpoints.update.method,
    body: request,
    schema: subscriptionEndpoints.update.reply,
  });

export const useUpdateSubscription = () => useMutation({ mutationFn: updateSubscription });
