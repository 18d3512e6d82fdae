import { queryOptions, useQuery } from '@tanstack/react-query';
import { authorizationServerEndpoints } from '@psc/core/authorization-server/authorization-server.endpoints';
import { endpointQueryKey, endpointUrl } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';

/**
 * GET /api/v1/oauth/authorization-request: the application and scopes of a consent screen, from the server. `query`
 * is the authorization request's own query string, passed on as it came.
 */
export const getAuthorizationRequest = (query: string, signal?: AbortSignal) =>
  apiRequest(
    endpointUrl(
      authorizationServerEndpoints.authorizationRequest,
      {},
      Object.fromEntries(new URLSearchParams(query)),
    ),
    {
      schema: authorizationServerEndpoints.authorizationRequest.reply,
      ...(signal ? { signal } : {}),
    },
  );

export const authorizationRequestQueryOptions = (query: string) =>
  queryOptions({
    queryKey: endpointQueryKey(authorizationServerEndpoints.authorizationRequest, {}, query),
    queryFn: ({ signal }) => getAuthorizationRequest(query, signal),
    retry: false,
    staleTime: Infinity,
  });

export const useAuthorizationRequest = (query: string) => useQuery(authorizationRequestQueryOptions(query));
