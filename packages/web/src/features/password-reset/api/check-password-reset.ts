import { queryOptions, useQuery } from '@tanstack/react-query';
import { passwordResetEndpoints } from '@psc/core/auth/password-reset.endpoints';
import { endpointQueryKey, endpointUrl } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';

/** GET /checkpasswordreset/{token}: 200 while the link works (and whether it needs the One Time Password), 401 once not. */
export const checkPasswordReset = (token: string, signal?: AbortSignal) =>
  apiRequest(endpointUrl(passwordResetEndpoints.check, { token }), {
    schema: passwordResetEndpoints.check.reply,
    authenticated: false,
    ...(signal ? { signal } : {}),
  });

export const getCheckPasswordResetQueryOptions = (token: string) =>
  queryOptions({
    queryKey: endpointQueryKey(passwordResetEndpoints.check, { token }),
    queryFn: ({ signal }) => checkPasswordReset(token, signal),
    // The answer is read once, when the page opens: the link is used up by the reset itself.
    staleTime: Infinity,
    gcTime: 0,
  });

export const useCheckPasswordReset = (token: string) => useQuery(getCheckPasswordResetQueryOptions(token));
