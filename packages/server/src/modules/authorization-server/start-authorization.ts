import {
  redirectWith,
  type AuthorizationRequestParameters,
} from '@psc/core/authorization-server/authorization-request';
import { formatScopes } from '@psc/core/authorization-server/scopes';
import type { Deps } from '../../deps.ts';
import { checkRequestOfClient } from './find-registered-client.ts';

export const consentPagePath = '/oauth/confirm_access';
export const errorPagePath = '/oauth/error';

/**
 * GET /oauth/authorize: where the browser goes next. A sound request goes to the consent screen (which signs the
 * user in first if needed); a bad client or redirect URI to PSC's error page; any other fault back to the client.
 */
export const startAuthorization = async (
  deps: Pick<Deps, 'authorizationServerRepository'>,
  parameters: AuthorizationRequestParameters,
): Promise<string> => {
  const check = await checkRequestOfClient(deps, parameters);
  switch (check.kind) {
    case 'error-page':
      return `${errorPagePath}?${new URLSearchParams({ error: check.error, error_description: check.description })}`;
    case 'redirect-error':
      return redirectWith(check.redirectUri, {
        error: check.error,
        error_description: check.description,
        state: check.state,
      });
    case 'valid': {
      const { request } = check;
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: request.client.clientId,
        redirect_uri: request.redirectUri,
        scope: formatScopes(request.scopes),
        code_challenge: request.codeChallenge,
        code_challenge_method: 'S256',
      });
      if (request.state !== undefined) query.set('state', request.state);
      return `${consentPagePath}?${query}`;
    }
  }
};
