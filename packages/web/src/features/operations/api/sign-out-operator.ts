import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operationsEndpoints } from '@psc/core/operations/operations.endpoints';
import { operatorSession } from '../session/operator-session.ts';
import { opsRequest } from './ops-request.ts';
import { operationsQueryKey } from './operations-query-key.ts';

/** DELETE /api/ops/session, then nothing of the console is left in this tab, whatever the server answered. */
export const useSignOutOperator = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await opsRequest(operationsEndpoints.signOut);
      } finally {
        operatorSession.end();
        queryClient.removeQueries({ queryKey: operationsQueryKey });
      }
    },
  });
};
