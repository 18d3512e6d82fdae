import { queryOptions, useQuery } from '@tanstack/react-query';
import { subscriptionDetailsReplySchema } from '@psc/core/billing/billing.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/v1/account/subscriptionDetails. */
export const getSubscriptionDetails = (signal?: AbortSignal) =>
  apiRequest('/api/v1/account/subscriptionDetails', {
    schema: subscriptionDetailsReplySchema,
    ...(signal ? { signal } : {}),
  });

export const subscriptionDetailsQueryKey = ['billing', 'subscription'] as const;

export const getSubscriptionDetailsQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionDetailsQueryKey,
    queryFn: ({ signal }) => getSubscriptionDetails(signal),
  });

export const useSubscriptionDetails = () => useQuery(getSubscriptionDetailsQueryOptions());
