import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endedSessionsReplySchema } from '@psc/core/auth/sessions.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionsQueryKey } from './get-sessions.ts';

/** DELETE /api/v1/sessions/{sessionId}: sign out one of my other sessions. */
export const endSession = (sessionId: string) =>
  apiRequest(`/api/v1/sessions/${encodeURIComponent(sessionId)}`, {
    method: 'DELETE',
    schema: endedSessionsReplySchema,
  });

export const useEndSession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
};
