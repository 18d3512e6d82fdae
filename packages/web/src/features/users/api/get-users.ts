import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { apiRequest, loadReplySchema } from '#lib/api-client.ts';

/**
 * userEndpoints.list's path, written here: the account view reads it after its first paint, and importing the users'
 * contracts for it would build them (and the sign-in's they use) before that paint.
 */
export const usersPath = '/api/v1/users';

/** GET /api/v1/users: the users of the account (administrators). */
export const getUsers = (signal?: AbortSignal) =>
  apiRequest(usersPath, {
    schema: loadReplySchema(
      async () => (await import('@psc/core/users/users.endpoints')).userEndpoints.list.reply,
    ),
    ...(signal ? { signal } : {}),
  });

export const usersQueryKey = endpointQueryKey({ path: usersPath });

export const getUsersQueryOptions = () =>
  queryOptions({ queryKey: usersQueryKey, queryFn: ({ signal }) => getUsers(signal) });

export const useUsers = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...getUsersQueryOptions(), enabled: options.enabled ?? true });
