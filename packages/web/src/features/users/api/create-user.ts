import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewUserRequest } from '@psc/core/users/users.schemas';
import { userEndpoints } from '@psc/core/users/users.endpoints';
import { apiRequest } from '#lib/api-client.ts';
import { accountFamilyKey } from './account-family-key.ts';
import { usersQueryKey } from './get-users.ts';

/** POST /api/v1/users: the server generates the password and e-mails it with a first sign-in link. */
export const createUser = (input: NewUserRequest) =>
  apiRequest(userEndpoints.create.path, {
    method: userEndpoints.create.method,
    body: input,
    schema: userEndpoints.create.reply,
  });

export const useCreateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    // The licence count on the Details tab and the banner's can-use reply change with it.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersQueryKey }),
        queryClient.invalidateQueries({ queryKey: accountFamilyKey }),
      ]),
  });
};
