import {
  authorizationCodeLifetimeSeconds,
  redirectWith,
  type AuthorizationRequestParameters,
} from '@psc/core/authorization-server/authorization-request';
import type { AuthorizationDecisionReply } from '@psc/core/authorization-server/authorization-server.schemas';
import { formatScopes } from '@psc/core/authorization-server/scopes';
import { AppError } from '@psc/core/shared/app-error';
import type { Deps } from '../../deps.ts';
import type { Principal } from '../../shared/principal.ts';
import { createSecretToken, hashSecretToken } from '../../shared/secret-token.ts';
import { recordSecurityEvent, type RequestOrigin } from '../security-events/record-security-event.ts';
import { checkRequestOfClient } from './find-registered-client.ts';

/**
 * POST /oauth/authorize: the signed-in user approves or denies. The request is checked again in full (the consent
 * screen's parameters come from the browser); approval issues a single-use code bound to the client, the redirect
 * URI, the user and the PKCE challenge.
 */
export const decideAuthorization = async (
  deps: Pick<Deps, 'authorizationServerRepository' | 'securityEventsRepository' | 'clock'>,
  principal: Principal,
  parameters: AuthorizationRequestParameters & { approved: boolean },
  origin: RequestOrigin,
): Promise<AuthorizationDecisionReply> => {
  const check = await checkRequestOfClient(deps, parameters);
  if (check.kind === 'error-page')
    throw new AppError('BAD_REQUEST', check.description, { body: { error: check.error } });
  if (check.kind === 'redirect-error')
    return {
      redirect_to: redirectWith(check.redirectUri, {
        error: check.error,
        error_description: check.description,
        state: check.state,
      }),
    };
  const { request } = check;
  const event = {
    personId: principal.personId,
    accountId: principal.accountId,
    email: principal.email,
    origin,
    detail: {
      clientId: request.client.clientId,
      clientName: request.client.name,
      scope: formatScopes(request.scopes),
    },
  };
  if (!parameters.approved) {
    await recordSecurityEvent(deps, { type: 'application_denied', ...event });
    return {
      redirect_to: redirectWith(request.redirectUri, {
        error: 'access_denied',
        error_description: 'The user denied access',
        state: request.state,
      }),
    };
  }
  const code = createSecretToken();
  const now = deps.clock.now();
  await deps.authorizationServerRepository.insertCode({
    codeHash: hashSecretToken(code),
    clientId: request.client.clientId,
    personId: principal.personId,
    accountId: principal.accountId,
    redirectUri: request.redirectUri,
    codeChallenge: request.codeChallenge,
    scope: formatScopes(request.scopes),
    createdAt: now,
    expiresAt: new Date(now.getTime() + authorizationCodeLifetimeSeconds * 1000),
  });
  await recordSecurityEvent(deps, { type: 'application_authorized', ...event });
  return { redirect_to: redirectWith(request.redirectUri, { code, state: request.state }) };
};
