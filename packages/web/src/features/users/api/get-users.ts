import { queryOptions, useQuery } from '@tanstack/react-query';
import { userListReplySchema } from '@psc/core/users/users.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/v1/users: the users of the account (administrators). */
export const getUsers = (signal?: AbortSignal) =>
  apiRequest('/api/v1/users', { schema: userListReplySchema, ...(signal ? { signal } : {}) });

export const usersQueryKey = ['users', 'list'] as const;

export const getUsersQueryOptions = () =>
  queryOptions({ queryKey: usersQueryKey, queryFn: ({ signal }) => getUsers(signal) });

export const useUsers = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...getUsersQueryOptions(), enabled: options.enabled ?? true });
