import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountEndpoints } from '@psc/core/accounts/accounts.endpoints';
import { apiRequest } from '#lib/api-client.ts';
import { accountFamilyKey } from './account-family-key.ts';
import { currentUserQueryKey } from '#lib/current-user.ts';
import { usersQueryKey } from './get-users.ts';

/** PUT /api/v1/accounts/defaultAdmin: the default admin hands the role to another administrator. */
export const transferDefaultAdmin = (input: { userId: string }) =>
  apiRequest(accountEndpoints.transferDefaultAdmin.path, {
    method: accountEndpoints.transferDefaultAdmin.method,
    body: input,
    schema: accountEndpoints.transferDefaultAdmin.reply,
  });

export const useTransferDefaultAdmin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferDefaultAdmin,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersQueryKey }),
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
        queryClient.invalidateQueries({ queryKey: accountFamilyKey }),
      ]),
  });
};
