import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserDetailsAndPermissionsRequest } from '@psc/core/users/users.schemas';
import { userEndpoints } from '@psc/core/users/users.endpoints';
import { apiRequest } from '#lib/api-client.ts';
import { accountFamilyKey } from './account-family-key.ts';
import { currentUserQueryKey } from '#lib/current-user.ts';
import { usersQueryKey } from './get-users.ts';

/** PUT /api/v1/users/detailsAndPermissions: names and role. */
export const updateUser = (input: UserDetailsAndPermissionsRequest) =>
  apiRequest(userEndpoints.updateDetailsAndPermissions.path, {
    method: userEndpoints.updateDetailsAndPermissions.method,
    body: input,
    schema: userEndpoints.updateDetailsAndPermissions.reply,
  });

export const useUpdateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersQueryKey }),
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
        queryClient.invalidateQueries({ queryKey: accountFamilyKey }),
      ]),
  });
};
