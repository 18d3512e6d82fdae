import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionEndpoints } from '@psc/core/auth/sessions.endpoints';
import { endpointUrl } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';
import { sessionsQueryKey } from './get-sessions.ts';

/** DELETE /api/v1/sessions/{sessionId}: sign out one of my other sessions. */
export const endSession = (sessionId: string) =>
  apiRequest(endpointUrl(sessionEndpoints.end, { sessionId }), {
    method: sessionEndpoints.end.method,
    schema: sessionEndpoints.end.reply,
  });

export const useEndSession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
};
