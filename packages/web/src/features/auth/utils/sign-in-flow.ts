// Loaded when the user starts to sign in, not with the login page: it brings zod and the token contracts.
import type { QueryClient } from '@tanstack/react-query';
import type { TokenReply } from '@psc/core/auth/auth.schemas';
import { currentUserQueryKey, getCurrentUser } from '#lib/current-user.ts';
import { assertPasskey } from '#lib/passkeys.ts';
import { getPasskeyChallenge } from '../api/get-passkey-challenge.ts';
import {
  normaliseUsername,
  requestPasskeyGrant,
  requestPasswordGrant,
  type PasswordGrantInput,
} from '../api/request-token.ts';
import { saveSignIn } from '../stores/session-store.ts';
import { describePasskeySignInFailure, describeSignInFailure, type SignInFailure } from './sign-in-errors.ts';

/** The user's ids after a grant, then one write of the whole session so the app never sees half of it. */
const storeSession = async (reply: TokenReply, queryClient: QueryClient): Promise<void> => {
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
      // The refresh grant names the user: after a passkey sign-in, the e-mail PSC knows them by.
      username: normaliseUsername(user.email),
      userId: user.id,
      accountId: user.accountId,
      // A generated password is changed first: My Profile asks for the user's own (issue 48).
      isFirstTime: user.firstTime || user.mustChangePassword,
      isAdministrator: user.isAdmin,
    },
    receivedAtMs,
  );
};

/** A challenge from the server answered in the browser's passkey dialog: the assertion, as the token form sends it. */
export const passkeyProof = async (): Promise<string> =>
  JSON.stringify(await assertPasskey(await getPasskeyChallenge()));

/** Signs in and answers with the §8 'Login' failure, or null on success. */
export const attemptSignIn = async (
  input: PasswordGrantInput,
  queryClient: QueryClient,
): Promise<SignInFailure | null> => {
  try {
    // A previous user's cached replies must not show for this one.
    queryClient.clear();
    await storeSession(await requestPasswordGrant(input), queryClient);
    return null;
  } catch (error) {
    return describeSignInFailure(error);
  }
};

/** Signs in with a passkey alone (decision 0044); answers with the failure to show, or null on success. */
export const attemptPasskeySignIn = async (queryClient: QueryClient): Promise<SignInFailure | null> => {
  try {
    const proof = await passkeyProof();
    queryClient.clear();
    await storeSession(await requestPasskeyGrant(proof), queryClient);
    return null;
  } catch (error) {
    return describePasskeySignInFailure(error);
  }
};

/** The password grant with a passkey as the second factor; a dialog closed without one is told as such. */
export const attemptSignInWithPasskeyFactor = async (
  input: PasswordGrantInput,
  queryClient: QueryClient,
): Promise<SignInFailure | null> => {
  let passkey: string;
  try {
    passkey = await passkeyProof();
  } catch (error) {
    return describePasskeySignInFailure(error);
  }
  return attemptSignIn({ ...input, passkey }, queryClient);
};
