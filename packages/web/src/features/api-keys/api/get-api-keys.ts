import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiKeyListReplySchema } from '@psc/core/api-keys/api-keys.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

export const apiKeysQueryKey = ['accounts', 'apikeys'] as const;

/** GET /api/v1/accounts/apikeys: administrators; the account's keys, never the keys themselves. */
export const getApiKeys = (signal?: AbortSignal) =>
  apiRequest('/api/v1/accounts/apikeys', { schema: apiKeyListReplySchema, ...(signal ? { signal } : {}) });

export const apiKeysQueryOptions = () =>
  queryOptions({ queryKey: apiKeysQueryKey, queryFn: ({ signal }) => getApiKeys(signal) });

export const useApiKeys = () => useQuery(apiKeysQueryOptions());
