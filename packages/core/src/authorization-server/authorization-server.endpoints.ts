import { defineEndpoints } from '../shared/endpoint.ts';
import {
  authorizationRequestReplySchema,
  authorizationRequestSchema,
} from './authorization-server.schemas.ts';

/**
 * The call the consent screen makes, described once for the server and the web (issue 13). The OAuth protocol's
 * own calls (/oauth/authorize, /oauth/check_token, /oauth/revoke, /oauth/token_key, the metadata document) and the
 * operator's client registry keep their routes: form bodies, redirects and OAuth's error shape (decision 0057).
 */
export const authorizationServerEndpoints = defineEndpoints({
  authorizationRequest: {
    method: 'GET',
    path: '/api/v1/oauth/authorization-request',
    summary: 'What the consent screen shows for an authorization request: the application, its scopes',
    query: authorizationRequestSchema,
    reply: authorizationRequestReplySchema,
  },
});
