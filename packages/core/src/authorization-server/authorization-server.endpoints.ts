import { z } from 'zod';
import { defineEndpoints } from '../shared/endpoint.ts';
import { simpleReplySchema } from '../shared/simple-reply.schemas.ts';
import {
  authorizationRequestReplySchema,
  authorizationRequestSchema,
  clientRegistrationSchema,
  newClientReplySchema,
  registeredClientReplySchema,
} from './authorization-server.schemas.ts';

/**
 * The call the consent screen makes, described once for the server and the web (issue 13). The OAuth protocol's
 * own calls (/oauth/authorize, /oauth/check_token, /oauth/revoke, /oauth/token_key, the metadata document) keep their
 * routes: form bodies, redirects and OAuth's error shape (decision 0057).
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

/** The operator's registry of third-party applications, with an operator key (docs/decisions/0038). */
export const oauthClientEndpoints = defineEndpoints({
  register: {
    method: 'POST',
    path: '/system/oauth/clients',
    summary: 'Register a third-party application (operator key); its secret is in this reply only',
    body: clientRegistrationSchema,
    reply: newClientReplySchema,
  },
  list: {
    method: 'GET',
    path: '/system/oauth/clients',
    summary: 'Registered third-party applications (operator key)',
    reply: z.array(registeredClientReplySchema),
  },
  revoke: {
    method: 'DELETE',
    path: '/system/oauth/clients/:clientId',
    summary: 'Revoke a third-party application and every session it holds (operator key)',
    params: z.object({ clientId: z.string().min(1).max(200) }),
    reply: simpleReplySchema,
  },
});
