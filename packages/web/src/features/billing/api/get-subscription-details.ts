import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { apiRequest, loadReplySchema } from '#lib/api-client.ts';

/**
 * subscriptionEndpoints.details's path, written here: the frame's loader reads it before the contracts are built
 * (decision 0153).
 */
export const subscriptionDetailsPath = '/api/v1/account/subscriptionDetails';

/** subscriptionEndpoints.details.reply, from a module that builds only it (docs/web-delivery.md). */
export const loadSubscriptionDetailsReply = () =>
  import('@psc/core/billing/subscription-details.schemas').then(
    (module) => module.subscriptionDetailsReplySchema,
  );

/** GET /api/v1/account/subscriptionDetails. */
export const getSubscriptionDetails = (signal?: AbortSignal) =>
  apiRequest(subscriptionDetailsPath, {
    schema: loadReplySchema(loadSubscriptionDetailsReply),
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
