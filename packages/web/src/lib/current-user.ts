// GET /api/v1/users/me lives here, not in a feature, because session, profile and the frame all read it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PersonReply } from '@psc/core/accounts/accounts.schemas';
import { apiRequest, loadReplySchema } from './api-client.ts';

/** `accessToken` is for the moment between receiving tokens and storing them, during sign-in. */
export const getCurrentUser = (
  options: { signal?: AbortSignal; accessToken?: string } = {},
): Promise<PersonReply> =>
  apiRequest('/api/v1/users/me', {
    // Loaded alongside the request: during sign-in this is the first reply that needs zod (decision 0053).
    schema: loadReplySchema(() =>
      import('@psc/core/accounts/accounts.schemas').then((module) => module.personReplySchema),
    ),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.accessToken ? { headers: { Authorization: `Bearer ${options.accessToken}` } } : {}),
  });

export const currentUserQueryKey = ['users', 'me'] as const;

export const getCurrentUserQueryOptions = () =>
  queryOptions({ queryKey: currentUserQueryKey, queryFn: ({ signal }) => getCurrentUser({ signal }) });

export const useCurrentUser = () => useQuery(getCurrentUserQueryOptions());
