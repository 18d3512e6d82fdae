import { useMutation } from '@tanstack/react-query';
import { tokenReplySchema } from '@psc/core/auth/auth.schemas';
import { operationsClient } from '@psc/core/operations/operations.endpoints';
import { apiRequest } from '#lib/api-client.ts';
import { operatorSession } from '../session/operator-session.ts';

export type OperatorCredentials = { email: string; password: string; otp: string };

/** POST /oauth/token with the operations client (decision 0049): e-mail, password and the authenticator's code. */
export const signInOperator = async (credentials: OperatorCredentials): Promise<void> => {
  const reply = await apiRequest('/oauth/token', {
    method: 'POST',
    authenticated: false,
    treatUnauthorizedAsSessionEnd: false,
    headers: { Authorization: `Basic ${btoa(`${operationsClient.id}:${operationsClient.secret}`)}` },
    body: new URLSearchParams({
      grant_type: 'password',
      username: credentials.email.trim().toLowerCase(),
      password: credentials.password,
      otp: credentials.otp.trim(),
    }),
    schema: tokenReplySchema,
  });
  operatorSession.start({
    accessToken: reply.access_token,
    refreshToken: reply.refresh_token,
    expiresAt: Date.now() + reply.expires_in * 1000,
  });
};

export const useSignInOperator = () => useMutation({ mutationFn: signInOperator });
