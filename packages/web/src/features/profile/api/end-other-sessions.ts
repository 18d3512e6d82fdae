import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endedSessionsReplySchema } from '@psc/core/auth/sessions.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionsQueryKey } from './get-sessions.ts';

/** DELETE /api/v1/sessions: sign out everywhere but here. */
export const endOtherSessions = () =>
  apiRequest('/api/v1/sessions', { method: 'DELETE', schema: endedSessionsReplySchema });

export const useEndOtherSessions = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
};
