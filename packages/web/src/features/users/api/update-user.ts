import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userReplySchema, type UserDetailsAndPermissionsRequest } from '@psc/core/users/users.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../lib/current-user.ts';
import { usersQueryKey } from './get-users.ts';

/** PUT /api/v1/users/detailsAndPermissions: names and role. */
export const updateUser = (input: UserDetailsAndPermissionsRequest) =>
  apiRequest('/api/v1/users/detailsAndPermissions', { method: 'PUT', body: input, schema: userReplySchema });

export const useUpdateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersQueryKey }),
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['accounts'] }),
      ]),
  });
};
