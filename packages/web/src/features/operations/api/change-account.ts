import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operationsEndpoints } from '@psc/core/operations/operations.endpoints';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { accountsQueryKey } from './search-accounts.ts';
import { opsRequest } from './ops-request.ts';

export type AccountChange =
  | { kind: 'trial'; days: number; reason: string }
  | { kind: 'super'; super: boolean; reason: string }
  | { kind: 'reopen'; reason: string }
  | { kind: 'licences'; users: number; reason: string }
  | { kind: 'unlock' | 'remove-two-factor'; personId: string; reason: string };

const send = (accountId: string, change: AccountChange) => {
  switch (change.kind) {
    case 'trial':
      return opsRequest(operationsEndpoints.extendTrial, {
        params: { accountId },
        body: { days: change.days, reason: change.reason },
      });
    case 'super':
      return opsRequest(operationsEndpoints.setSuper, {
        params: { accountId },
        body: { super: change.super, reason: change.reason },
      });
    case 'licences':
      return opsRequest(operationsEndpoints.grantLicences, {
        params: { accountId },
        body: { users: change.users, reason: change.reason },
      });
    case 'reopen':
      return opsRequest(operationsEndpoints.reopenAccount, {
        params: { accountId },
        body: { reason: change.reason },
      });
    case 'unlock':
      return opsRequest(operationsEndpoints.unlockPerson, {
        params: { accountId, personId: change.personId },
        body: { reason: change.reason },
      });
    case 'remove-two-factor':
      return opsRequest(operationsEndpoints.removeTwoFactor, {
        params: { accountId, personId: change.personId },
        body: { reason: change.reason },
      });
  }
};

/** Support's changes to an account and its users (trial, super, reopen, unlock, 2-step removal), each with its reason. */
export const useChangeAccount = (accountId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: AccountChange) => send(accountId, change),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: accountsQueryKey });
      await queryClient.invalidateQueries({ queryKey: endpointQueryKey(operationsEndpoints.audit) });
    },
  });
};
