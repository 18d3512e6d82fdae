import type { TokenReply, TokenRequest } from '@psc/core/auth/auth.schemas';
import { isAppError } from '@psc/core/shared/app-error';
import { recordSignIn, type SignInOutcome } from '../../telemetry/psc-metrics.ts';
import type { RequestOrigin } from '../security-events/record-security-event.ts';
import { exchangeAuthorizationCode } from '../authorization-server/exchange-authorization-code.ts';
import { signInOperator } from '../operations/operator-sign-in.ts';
import { authenticateClient } from './authenticate-client.ts';
import { unauthorizedClient } from './oauth-errors.ts';
import { refreshSession } from './refresh-session.ts';
import { signInWithPasskey } from './sign-in-with-passkey.ts';
import { signInWithPassword } from './sign-in-with-password.ts';

/** What a refused sign-in tells the operator's measures: wrong credentials, a second factor asked, or too many tries. */
const outcomeOf = (error: unknown): SignInOutcome => {
  if (!isAppError(error)) return 'error';
  if (error.code === 'RATE_LIMITED') return 'rate_limited';
  if (error.body?.second_factors !== undefined) return 'second_factor_required';
  return error.code === 'BAD_REQUEST' || error.code === 'UNAUTHORIZED' ? 'rejected' : 'error';
};

/** Counts a trader's sign-in by method and outcome (psc_sign_ins) and passes its reply or error on unchanged. */
const counted = async (method: 'password' | 'passkey', signIn: Promise<TokenReply>): Promise<TokenReply> => {
  try {
    const reply = await signIn;
    recordSignIn(method, 'succeeded');
    return reply;
  } catch (error) {
    recordSignIn(method, outcomeOf(error));
    throw error;
  }
};

/**
 * POST /oauth/token: authenticates the client, then runs the grant it asked for. A password is typed only into
 * PSC's own web app; a third-party application gets tokens by the user's consent (docs/decisions/0038).
 */
export const requestToken = async (
  deps: Parameters<typeof signInWithPassword>[0] &
    Parameters<typeof refreshSession>[0] &
    Parameters<typeof exchangeAuthorizationCode>[0] &
    Parameters<typeof signInWithPasskey>[0] &
    Parameters<typeof authenticateClient>[0] &
    Parameters<typeof signInOperator>[0],
  request: TokenRequest,
  authorizationHeader: string | undefined,
  origin: RequestOrigin,
): Promise<TokenReply> => {
  const client = await authenticateClient(deps, authorizationHeader);
  // The console's sessions are operators', kept apart from every customer's (decision 0049).
  if (client.operations)
    return signInOperator(
      deps,
      request.grant_type === 'password'
        ? { grantType: 'password', username: request.username, password: request.password, otp: request.otp }
        : request.grant_type === 'refresh_token'
          ? { grantType: 'refresh_token', refreshToken: request.refresh_token }
          : { grantType: request.grant_type },
      origin,
    );
  switch (request.grant_type) {
    case 'password':
      if (client.registered) throw unauthorizedClient('This client may not use the password grant');
      return counted(
        'password',
        signInWithPassword(deps, {
          username: request.username,
          password: request.password,
          captcha: request['g-captcha-response'],
          otp: request.otp,
          recoveryCode: request.recovery_code,
          passkey: request.passkey,
          clientId: client.clientId,
          origin,
        }),
      );
    case 'passkey':
      if (client.registered) throw unauthorizedClient('This client may not use the passkey grant');
      return counted(
        'passkey',
        signInWithPasskey(deps, { passkey: request.passkey, clientId: client.clientId, origin }),
      );
    case 'refresh_token':
      return refreshSession(deps, {
        refreshToken: request.refresh_token,
        username: request.username,
        clientId: client.clientId,
        origin,
      });
    case 'authorization_code':
      if (!client.registered)
        throw unauthorizedClient('This client signs in with the password grant, not with a code');
      return exchangeAuthorizationCode(deps, {
        code: request.code,
        redirectUri: request.redirect_uri,
        codeVerifier: request.code_verifier,
        client: client.registered,
        origin,
      });
  }
};
