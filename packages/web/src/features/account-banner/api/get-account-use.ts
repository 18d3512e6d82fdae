import { queryOptions, useQuery } from '@tanstack/react-query';
import { canUseReplySchema } from '@psc/core/accounts/accounts.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/v1/accounts/use: the account's status and free-plan timing (the can-use reply of §3). */
export const getAccountUse = (signal?: AbortSignal) =>
  apiRequest('/api/v1/accounts/use', { schema: canUseReplySchema, ...(signal ? { signal } : {}) });

export const getAccountUseQueryOptions = () =>
  queryOptions({ queryKey: ['accounts', 'use'], queryFn: ({ signal }) => getAccountUse(signal) });

export const useAccountUse = () => useQuery(getAccountUseQueryOptions());
