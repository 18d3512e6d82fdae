import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operationsEndpoints } from '@psc/core/operations/operations.endpoints';
import { accountsQueryKey } from './search-accounts.ts';
import { opsRequest } from './ops-request.ts';
import { operationsQueryKey } from './operations-query-key.ts';

export type AccountChange =
  { kind: 'trial'; days: number; reason: string } | { kind: 'super'; super: boolean; reason: string };

/** POST …/trial or PUT …/super: support's changes to an account, each with its reason. */
export const useChangeAccount = (accountId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: AccountChange) =>
      change.kind === 'trial'
        ? opsRequest(operationsEndpoints.extendTrial, {
            params: { accountId },
            body: { days: change.days, reason: change.reason },
          })
        : opsRequest(operationsEndpoints.setSuper, {
            params: { accountId },
            body: { super: change.super, reason: change.reason },
          }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: accountsQueryKey });
      await queryClient.invalidateQueries({ queryKey: [...operationsQueryKey, 'audit'] });
    },
  });
};
