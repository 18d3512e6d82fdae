import { queryOptions, useQuery } from '@tanstack/react-query';
import { authorizationRequestReplySchema } from '@psc/core/authorization-server/authorization-server.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/v1/oauth/authorization-request: the application and scopes of a consent screen, from the server. */
export const getAuthorizationRequest = (query: string, signal?: AbortSignal) =>
  apiRequest(`/api/v1/oauth/authorization-request?${query}`, {
    schema: authorizationRequestReplySchema,
    ...(signal ? { signal } : {}),
  });

export const authorizationRequestQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['authorization-request', query],
    queryFn: ({ signal }) => getAuthorizationRequest(query, signal),
    retry: false,
    staleTime: Infinity,
  });

export const useAuthorizationRequest = (query: string) => useQuery(authorizationRequestQueryOptions(query));
