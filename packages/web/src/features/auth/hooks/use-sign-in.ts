import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasswordGrantInput } from '../api/request-token.ts';

const loadSignInFlow = () => import('../utils/sign-in-flow.ts');

/** Starts loading the sign-in code as soon as the user begins typing, so submitting does not wait for it. */
export const prefetchSignIn = (): void => {
  loadSignInFlow().catch(() => undefined);
};

/**
 * Resolves with the failure to show, or null once the session is stored. `withPasskey`: the second factor is a
 * passkey, asked of the browser first (decision 0044).
 */
export const useSignIn = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ withPasskey = false, ...input }: PasswordGrantInput & { withPasskey?: boolean }) => {
      const flow = await loadSignInFlow();
      return withPasskey
        ? flow.attemptSignInWithPasskeyFactor(input, queryClient)
        : flow.attemptSignIn(input, queryClient);
    },
  });
};

/** Signs in with a passkey alone; resolves with the failure to show, or null once the session is stored. */
export const usePasskeySignIn = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await loadSignInFlow()).attemptPasskeySignIn(queryClient),
  });
};
