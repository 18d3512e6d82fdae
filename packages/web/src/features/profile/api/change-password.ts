import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userEndpoints } from '@psc/core/users/users.endpoints';
import { apiRequest, isApiError } from '#lib/api-client.ts';
import { currentUserQueryKey } from '#lib/current-user.ts';
import { checkPasswordUse } from './check-password-use.ts';

/** PUT /api/v1/users/details/password. */
export const changePassword = (input: { id: string; password: string }) =>
  apiRequest(userEndpoints.changePassword.path, {
    method: userEndpoints.changePassword.method,
    body: input,
    schema: userEndpoints.changePassword.reply,
  });

export const passwordChangeMessages = {
  alreadyUsed: 'Sorry, this password has already been used. Please choose a different password.',
  checkFailed: 'A problem occured when checking existing password.',
  updateFailed: 'A problem occured when updating user details.',
} as const;

export class PasswordChangeError extends Error {}

/**
 * §8 'Password change': check the password was not used before, then store it. The server keeps
 * this session and revokes the user's other ones.
 */
export const useChangePassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: string; password: string }) => {
      try {
        await checkPasswordUse(input);
      } catch (error) {
        throw new PasswordChangeError(
          isApiError(error) && error.status === 401
            ? passwordChangeMessages.alreadyUsed
            : passwordChangeMessages.checkFailed,
          { cause: error },
        );
      }
      try {
        await changePassword(input);
      } catch (error) {
        throw new PasswordChangeError(passwordChangeMessages.updateFailed, { cause: error });
      }
    },
    // The date of the last change on the panel comes from the user record.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
};
