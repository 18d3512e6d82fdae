import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { apiRequest, loadReplySchema } from '#lib/api-client.ts';

/**
 * subscriptionEndpoints.details's path, written here: the frame's loader reads it before the contracts are built
 * (decision 0153).
 */
export const subscriptionDetailsPath = '/api/v1/account/subscriptionDetails';

/** GET /api/v1/account/subscriptionDetails. */
export const getSubscriptionDetails = (signal?: AbortSignal) =>
  apiRequest(subscriptionDetailsPath, {
    schema: loadReplySchema(
      async () => (await import('@psc/core/billing/billing.endpoints')).subscriptionEndpoints.details.reply,
    ),
    ...(signal ? { signal } : {}),
  });

export const subscriptionDetailsQueryKey = endpointQueryKey({ path: subscriptionDetailsPath });

export const getSubscriptionDetailsQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionDetailsQueryKey,
    queryFn: ({ signal }) => getSubscriptionDetails(signal),
  });

/** `enabled: false` for a member who is not an administrator: the call is theirs to be refused. */
export const useSubscriptionDetails = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getSubscriptionDetailsQueryOptions(), enabled });
