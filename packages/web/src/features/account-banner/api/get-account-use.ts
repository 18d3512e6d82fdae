import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountEndpoints } from '@psc/core/accounts/accounts.endpoints';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';

/** GET /api/v1/accounts/use: the account's status and free-plan timing (the can-use reply of §3). */
export const getAccountUse = (signal?: AbortSignal) =>
  apiRequest(accountEndpoints.use.path, {
    schema: accountEndpoints.use.reply,
    ...(signal ? { signal } : {}),
  });

export const getAccountUseQueryOptions = () =>
  queryOptions({
    queryKey: endpointQueryKey(accountEndpoints.use),
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
