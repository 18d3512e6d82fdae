import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionEndpoints } from '@psc/core/auth/sessions.endpoints';
import { apiRequest } from '#lib/api-client.ts';
import { sessionsQueryKey } from './get-sessions.ts';

/** DELETE /api/v1/sessions: sign out everywhere but here. */
export const endOtherSessions = () =>
  apiRequest(sessionEndpoints.endOthers.path, {
    method: sessionEndpoints.endOthers.method,
    schema: sessionEndpoints.endOthers.reply,
  });

export const useEndOtherSessions = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
};
