import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasswordGrantInput } from '../api/request-token.ts';

const loadSignInFlow = () => import('../utils/sign-in-flow.ts');

/** Starts loading the sign-in code as soon as the user begins typing, so submitting does not wait for it. */
export const prefetchSignIn = (): void => {
  loadSignInFlow().catch(() => undefined);
};

/** Resolves with the failure to show, or null once the session is stored. */
export const useSignIn = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PasswordGrantInput) =>
      (await loadSignInFlow()).attemptSignIn(input, queryClient),
  });
};
