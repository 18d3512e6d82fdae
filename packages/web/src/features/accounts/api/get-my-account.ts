import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountEndpoints } from '@psc/core/accounts/accounts.endpoints';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';

/** GET /api/v1/accounts/me (administrators). */
export const getMyAccount = (signal?: AbortSignal) =>
  apiRequest(accountEndpoints.me.path, { schema: accountEndpoints.me.reply, ...(signal ? { signal } : {}) });

export const myAccountQueryKey = endpointQueryKey(accountEndpoints.me);

export const getMyAccountQueryOptions = () =>
  queryOptions({ queryKey: myAccountQueryKey, queryFn: ({ signal }) => getMyAccount(signal) });

export const useMyAccount = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...getMyAccountQueryOptions(), enabled: options.enabled ?? true });
