import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateToken } from '../api/invalidate-token.ts';
import { clearFirstTimeFlag, readStoredSession } from '../stores/session-store.ts';
import { signIn } from '../utils/sign-in-flow.ts';

/**
 * After a password change the server revokes the tokens issued under the old password, so the
 * session continues on a new token set from the new password; the old one is revoked explicitly
 * in case the server kept it.
 */
export const useRenewSignIn = () => {
  const queryClient = useQueryClient();
  return useCallback(
    async (newPassword: string) => {
      const previous = readStoredSession();
      if (previous === null) return;
      await signIn({ username: previous.username, password: newPassword }, queryClient);
      await invalidateToken(previous.accessToken).catch(() => undefined);
      // §4 'Password reset': a change on the first-time screen ends the first-time state.
      clearFirstTimeFlag();
    },
    [queryClient],
  );
};

export const useEndFirstTime = () => useCallback(() => clearFirstTimeFlag(), []);
