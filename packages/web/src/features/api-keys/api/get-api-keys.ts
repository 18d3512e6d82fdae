import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiKeyEndpoints } from '@psc/core/api-keys/api-keys.endpoints';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';

export const apiKeysQueryKey = endpointQueryKey(apiKeyEndpoints.list);

/** GET /api/v1/accounts/apikeys: administrators; the account's keys, never the keys themselves. */
export const getApiKeys = (signal?: AbortSignal) =>
  apiRequest(apiKeyEndpoints.list.path, {
    schema: apiKeyEndpoints.list.reply,
    ...(signal ? { signal } : {}),
  });

export const apiKeysQueryOptions = () =>
  queryOptions({ queryKey: apiKeysQueryKey, queryFn: ({ signal }) => getApiKeys(signal) });

export const useApiKeys = () => useQuery(apiKeysQueryOptions());
