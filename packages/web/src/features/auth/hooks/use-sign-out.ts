import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { invalidateToken } from '../api/invalidate-token.ts';
import {
  clearStoredSession,
  readStoredSession,
  setForcedLogoutReason,
  type ForcedLogoutReason,
} from '../stores/session-store.ts';
import { paths } from '#config/paths.ts';

/** Logout of §4: tell the server to revoke the tokens, clear storage, return to login. */
export const useSignOut = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (reason?: ForcedLogoutReason) => {
      const stored = readStoredSession();
      // A server that cannot be reached must not keep the user signed in here.
      if (stored !== null) await invalidateToken(stored.accessToken).catch(() => undefined);
      clearStoredSession();
      if (reason !== undefined) setForcedLogoutReason(reason);
      queryClient.clear();
      await navigate(paths.login.path, { replace: true });
    },
    [navigate, queryClient],
  );
};
