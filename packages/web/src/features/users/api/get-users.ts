import { queryOptions, useQuery } from '@tanstack/react-query';
import { userEndpoints } from '@psc/core/users/users.endpoints';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';

/** GET /api/v1/users: the users of the account (administrators). */
export const getUsers = (signal?: AbortSignal) =>
  apiRequest(userEndpoints.list.path, { schema: userEndpoints.list.reply, ...(signal ? { signal } : {}) });

export const usersQueryKey = endpointQueryKey(userEndpoints.list);

export const getUsersQueryOptions = () =>
  queryOptions({ queryKey: usersQueryKey, queryFn: ({ signal }) => getUsers(signal) });

export const useUsers = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...getUsersQueryOptions(), enabled: options.enabled ?? true });
