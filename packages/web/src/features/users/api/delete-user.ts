import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointUrl } from '@psc/core/shared/endpoint';
import { userEndpoints } from '@psc/core/users/users.endpoints';
import { apiRequest } from '#lib/api-client.ts';
import { accountFamilyKey } from './account-family-key.ts';
import { usersQueryKey } from './get-users.ts';

/** DELETE /api/v1/users/{userId}. */
export const deleteUser = (userId: string) =>
  apiRequest(endpointUrl(userEndpoints.remove, { userId }), {
    method: userEndpoints.remove.method,
    schema: userEndpoints.remove.reply,
  });

/** Deletes several users one call each; the caller has already left out the protected ones. */
export const useDeleteUsers = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userIds: string[]) => {
      const results = await Promise.allSettled(userIds.map((userId) => deleteUser(userId)));
      const failed = results.filter((result) => result.status === 'rejected').length;
      if (failed > 0) throw new Error('A problem occured when deleting the users.');
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersQueryKey }),
        queryClient.invalidateQueries({ queryKey: accountFamilyKey }),
      ]),
  });
};
