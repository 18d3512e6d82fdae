import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountReplySchema } from '@psc/core/accounts/accounts.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/v1/accounts/me (administrators). */
export const getMyAccount = (signal?: AbortSignal) =>
  apiRequest('/api/v1/accounts/me', { schema: accountReplySchema, ...(signal ? { signal } : {}) });

export const myAccountQueryKey = ['accounts', 'me'] as const;

export const getMyAccountQueryOptions = () =>
  queryOptions({ queryKey: myAccountQueryKey, queryFn: ({ signal }) => getMyAccount(signal) });

export const useMyAccount = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...getMyAccountQueryOptions(), enabled: options.enabled ?? true });
