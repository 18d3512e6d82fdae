import { useMutation } from '@tanstack/react-query';
import { authorizationDecisionReplySchema } from '@psc/core/authorization-server/authorization-server.schemas';
import { apiRequest } from '#lib/api-client.ts';

/** POST /oauth/authorize: approve or deny; the reply says where the browser goes next. */
export const decideAuthorization = (query: string, approved: boolean) =>
  apiRequest('/oauth/authorize', {
    method: 'POST',
    body: { ...Object.fromEntries(new URLSearchParams(query)), user_oauth_approval: approved },
    schema: authorizationDecisionReplySchema,
  });

export const useDecideAuthorization = (query: string) =>
  useMutation({ mutationFn: (approved: boolean) => decideAuthorization(query, approved) });
