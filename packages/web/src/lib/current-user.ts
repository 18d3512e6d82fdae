// GET /api/v1/users/me lives here, not in a feature, because session, profile and the frame all read it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeReply } from '@psc/core/accounts/accounts.schemas';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { apiRequest, loadReplySchema } from './api-client.ts';

/** userEndpoints.me's path, written here: importing the contract brings zod onto the login page (decision 0053). */
export const currentUserPath = '/api/v1/users/me';

/** userEndpoints.me.reply, from the module that builds only the frame's replies (docs/web-delivery.md). */
export const loadCurrentUserReply = () =>
  import('@psc/core/accounts/account-replies.schemas').then((module) => module.meReplySchema);

/** `accessToken` is for the moment between receiving tokens and storing them, during sign-in. */
export const getCurrentUser = (
  options: { signal?: AbortSignal; accessToken?: string } = {},
): Promise<MeReply> =>
  apiRequest(currentUserPath, {
    // Loaded alongside the request: during sign-in this is the first reply that needs zod (decision 0053).
    schema: loadReplySchema(loadCurrentUserReply),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.accessToken ? { headers: { Authorization: `Bearer ${options.accessToken}` } } : {}),
  });

export const currentUserQueryKey = endpointQueryKey({ path: currentUserPath });

export const getCurrentUserQueryOptions = () =>
  queryOptions({ queryKey: currentUserQueryKey, queryFn: ({ signal }) => getCurrentUser({ signal }) });

export const useCurrentUser = () => useQuery(getCurrentUserQueryOptions());
