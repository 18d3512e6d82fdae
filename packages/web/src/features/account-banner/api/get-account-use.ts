import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { apiRequest, loadReplySchema } from '#lib/api-client.ts';

/** accountEndpoints.use's path, written here: the frame's loader reads it before the contracts are built (0153). */
export const accountUsePath = '/api/v1/accounts/use';

/** accountEndpoints.use.reply, from the module that builds only the frame's replies (docs/web-delivery.md). */
export const loadAccountUseReply = () =>
  import('@psc/core/accounts/account-replies.schemas').then((module) => module.canUseReplySchema);

/** GET /api/v1/accounts/use: the account's status and free-plan timing (the can-use reply of §3). */
export const getAccountUse = (signal?: AbortSignal) =>
  apiRequest(accountUsePath, {
    schema: loadReplySchema(loadAccountUseReply),
    ...(signal ? { signal } : {}),
  });

export const getAccountUseQueryOptions = () =>
  queryOptions({
    queryKey: endpointQueryKey({ path: accountUsePath }),
    queryFn: ({ signal }) => getAccountUse(signal),
  });

export const useAccountUse = () => useQuery(getAccountUseQueryOptions());

/**
 * How far the server's clock is ahead of this browser's, from the reply's `serverTime` and the moment it arrived:
 * add it to Date.now() to count the free plan's days with the server's time. 0 before the reply, or from a server
 * that does not send the time.
 */
export const useServerClockOffset = (): number => {
  const use = useAccountUse();
  return use.data?.serverTime === undefined ? 0 : use.data.serverTime - use.dataUpdatedAt;
};
