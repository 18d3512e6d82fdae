import { z } from 'zod';
import { defineEndpoints } from '../shared/endpoint.ts';
import { simpleReplySchema } from '../shared/simple-reply.schemas.ts';
import { tokenErrorReplySchema } from '../auth/auth.schemas.ts';
import {
  authorizationDecisionReplySchema,
  authorizationDecisionSchema,
  authorizationRequestReplySchema,
  authorizationRequestSchema,
  clientRegistrationSchema,
  introspectionReplySchema,
  newClientReplySchema,
  registeredClientReplySchema,
  tokenKeyReplySchema,
  tokenParameterSchema,
} from './authorization-server.schemas.ts';

/** The call the consent screen makes, described once for the server and the web (issue 13). */
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

const oauthClient = [{ oauthClient: [] }];
const introspection = {
  summary: 'Token introspection (RFC 7662): is this token of mine active?',
  description:
    'HTTP Basic client authentication; `token` in the query or a form body. Only the caller’s own tokens are reported.',
  security: oauthClient,
  query: tokenParameterSchema,
  reply: introspectionReplySchema,
  refusalReply: tokenErrorReplySchema,
};

/**
 * The OAuth 2 protocol's calls beyond /oauth/token (account-and-billing.md §7; docs/decisions/0038): a redirect,
 * form bodies, client credentials by HTTP Basic, and OAuth's own error body where RFC 6749 asks for it.
 */
export const oauthProtocolEndpoints = defineEndpoints({
  authorize: {
    method: 'GET',
    path: '/oauth/authorize',
    summary: 'Start the authorization-code grant with PKCE (S256) for a registered application',
    description:
      'Redirects to the consent screen /oauth/confirm_access, to /oauth/error when the client or redirect URI is unknown, or back to the redirect URI with error=.',
    query: authorizationRequestSchema,
    reply: z.null(),
    refusalReply: tokenErrorReplySchema,
  },
  decide: {
    method: 'POST',
    path: '/oauth/authorize',
    summary: 'The signed-in user approves or denies an application (user_oauth_approval)',
    description:
      'JSON or form body. Replies with where the browser goes next: the redirect URI with code or error.',
    body: authorizationDecisionSchema,
    reply: authorizationDecisionReplySchema,
  },
  introspect: { method: 'GET', path: '/oauth/check_token', ...introspection },
  introspectByForm: {
    method: 'POST',
    path: '/oauth/check_token',
    ...introspection,
    body: tokenParameterSchema.optional(),
  },
  revoke: {
    method: 'POST',
    path: '/oauth/revoke',
    summary: 'Token revocation (RFC 7009): end the session a token of mine belongs to',
    consumes: ['application/x-www-form-urlencoded'],
    security: oauthClient,
    body: tokenParameterSchema,
    reply: z.object({}),
    refusalReply: tokenErrorReplySchema,
  },
  tokenKey: {
    method: 'GET',
    path: '/oauth/token_key',
    summary: 'Token verification key: none, PSC tokens are opaque; use /oauth/check_token',
    reply: tokenKeyReplySchema,
  },
  metadata: {
    method: 'GET',
    path: '/.well-known/oauth-authorization-server',
    summary: 'Authorization server metadata (RFC 8414)',
    reply: z.record(z.string(), z.unknown()),
  },
});
