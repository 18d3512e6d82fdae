import type { TokenReply, TokenRequest } from '@psc/core/auth/auth.schemas';
import type { RequestOrigin } from '../security-events/record-security-event.ts';
import { authenticateClient } from './authenticate-client.ts';
import { refreshSession } from './refresh-session.ts';
import { signInWithPassword } from './sign-in-with-password.ts';

/** POST /oauth/token: authenticates the client, then runs the grant it asked for. */
export const requestToken = async (
  deps: Parameters<typeof signInWithPassword>[0] & Parameters<typeof refreshSession>[0],
  request: TokenRequest,
  authorizationHeader: string | undefined,
  origin: RequestOrigin,
): Promise<TokenReply> => {
  const clientId = authenticateClient(deps, authorizationHeader);
  switch (request.grant_type) {
    case 'password':
      return signInWithPassword(deps, {
        username: request.username,
        password: request.password,
        captcha: request['g-captcha-response'],
        otp: request.otp,
        recoveryCode: request.recovery_code,
        clientId,
        origin,
      });
    case 'refresh_token':
      return refreshSession(deps, {
        refreshToken: request.refresh_token,
        username: request.username,
        clientId,
        origin,
      });
  }
};
