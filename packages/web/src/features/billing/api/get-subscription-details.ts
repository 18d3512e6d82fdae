import { queryOptions, useQuery } from '@tanstack/react-query';
import { subscriptionEndpoints } from '@psc/core/billing/billing.endpoints';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';

/** GET /api/v1/account/subscriptionDetails. */
export const getSubscriptionDetails = (signal?: AbortSignal) =>
  apiRequest(subscriptionEndpoints.details.path, {
    schema: subscriptionEndpoints.details.reply,
    ...(signal ? { signal } : {}),
  });

export const subscriptionDetailsQueryKey = endpointQueryKey(subscriptionEndpoints.details);

export const getSubscriptionDetailsQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionDetailsQueryKey,
    queryFn: ({ signal }) => getSubscriptionDetails(signal),
  });

/** `enabled: false` for a member who is not an administrator: the call is theirs to be refused. */
export const useSubscriptionDetails = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getSubscriptionDetailsQueryOptions(), enabled });
