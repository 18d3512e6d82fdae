// Loaded when the user starts to sign in, not with the login page: it brings zod and the token contracts.
import type { QueryClient } from '@tanstack/react-query';
import { currentUserQueryKey, getCurrentUser } from '../../../lib/current-user.ts';
import { normaliseUsername, requestPasswordGrant, type PasswordGrantInput } from '../api/request-token.ts';
import { saveSignIn } from '../stores/session-store.ts';
import { describeSignInFailure, type SignInFailure } from './sign-in-errors.ts';

/** Password grant, then the user's ids, then one write of the whole session so the app never sees half of it. */
const signIn = async (input: PasswordGrantInput, queryClient: QueryClient): Promise<void> => {
  const reply = await requestPasswordGrant(input);
  const receivedAtMs = Date.now();
  const user = await getCurrentUser({ accessToken: reply.access_token });
  queryClient.setQueryData(currentUserQueryKey, user);
  saveSignIn(
    {
      accessToken: reply.access_token,
      refreshToken: reply.refresh_token,
      expiresInSeconds: reply.expires_in,
    },
    {
      username: normaliseUsername(input.username),
      userId: user.id,
      accountId: user.accountId,
      isFirstTime: user.firstTime,
    },
    receivedAtMs,
  );
};

/** Signs in and answers with the §8 'Login' failure, or null on success. */
export const attemptSignIn = async (
  input: PasswordGrantInput,
  queryClient: QueryClient,
): Promise<SignInFailure | null> => {
  try {
    // A previous user's cached replies must not show for this one.
    queryClient.clear();
    await signIn(input, queryClient);
    return null;
  } catch (error) {
    return describeSignInFailure(error);
  }
};
