import { WebUrl, type WhatwgUrl } from '../shared/web-url.ts';
import { resolveRequestedScopes, type ThirdPartyScope } from './scopes.ts';

/** The query of GET /oauth/authorize and the body of POST /oauth/authorize, as sent (RFC 6749 §4.1.1, RFC 7636 §4.3). */
export type AuthorizationRequestParameters = {
  response_type?: string | undefined;
  client_id?: string | undefined;
  redirect_uri?: string | undefined;
  scope?: string | undefined;
  state?: string | undefined;
  code_challenge?: string | undefined;
  code_challenge_method?: string | undefined;
};

export type RegisteredClient = {
  clientId: string;
  name: string;
  redirectUris: readonly string[];
  scopes: readonly ThirdPartyScope[];
};

export type ValidAuthorizationRequest = {
  client: RegisteredClient;
  redirectUri: string;
  scopes: ThirdPartyScope[];
  state: string | undefined;
  codeChallenge: string;
};

/**
 * RFC 6749 §4.1.2.1: while the client or its redirect URI is in doubt the user sees an error page and is never
 * sent anywhere; once both are known, every other fault goes back to the client's redirect URI as `error=`.
 */
export type AuthorizationRequestCheck =
  | { kind: 'valid'; request: ValidAuthorizationRequest }
  | { kind: 'error-page'; error: string; description: string }
  | {
      kind: 'redirect-error';
      redirectUri: string;
      state: string | undefined;
      error: string;
      description: string;
    };

/** RFC 6749 §4.1.2 recommends at most ten minutes; a browser redirect takes seconds. */
export const authorizationCodeLifetimeSeconds = 60;

/** S256 of a 32-byte or longer verifier is 32 bytes: 43 base64url characters without padding (RFC 7636 §4.2). */
const s256ChallengePattern = /^[A-Za-z0-9_-]{43}$/;
const maximumStateLength = 500;

/** What the person on the consent page, or on the list of connected applications, may be told. */
export const applicationMessages = {
  notRegistered: 'This application is not registered',
  redirectUriNotRegistered: 'The redirect URI is not one registered for this application',
  notFound: 'No such application, or it is already revoked',
} as const;

export const checkAuthorizationRequest = (
  parameters: AuthorizationRequestParameters,
  client: RegisteredClient | null,
): AuthorizationRequestCheck => {
  if (!parameters.client_id)
    return { kind: 'error-page', error: 'invalid_request', description: 'client_id is required' };
  if (client === null)
    return { kind: 'error-page', error: 'invalid_client', description: applicationMessages.notRegistered };
  const redirectUri = parameters.redirect_uri;
  if (!redirectUri || !client.redirectUris.includes(redirectUri))
    return {
      kind: 'error-page',
      error: 'invalid_request',
      description: applicationMessages.redirectUriNotRegistered,
    };
  const state = parameters.state;
  const back = (error: string, description: string): AuthorizationRequestCheck => ({
    kind: 'redirect-error',
    redirectUri,
    state: state !== undefined && state.length <= maximumStateLength ? state : undefined,
    error,
    description,
  });
  if (state !== undefined && state.length > maximumStateLength)
    return back('invalid_request', `state is longer than ${maximumStateLength} characters`);
  if (parameters.response_type !== 'code')
    return back('unsupported_response_type', 'Only response_type=code is supported');
  if (!parameters.code_challenge) return back('invalid_request', 'code_challenge is required (PKCE)');
  if (parameters.code_challenge_method !== 'S256')
    return back('invalid_request', 'code_challenge_method must be S256');
  if (!s256ChallengePattern.test(parameters.code_challenge))
    return back('invalid_request', 'code_challenge is not an S256 challenge');
  const scopes = resolveRequestedScopes(parameters.scope, client.scopes);
  if (!scopes.ok) return back('invalid_scope', scopes.description);
  return {
    kind: 'valid',
    request: { client, redirectUri, scopes: scopes.scopes, state, codeChallenge: parameters.code_challenge },
  };
};

/** The client's redirect URI with the reply parameters added (RFC 6749 §4.1.2), its own query kept. */
export const redirectWith = (redirectUri: string, parameters: Record<string, string | undefined>): string => {
  const url = new WebUrl(redirectUri);
  for (const [name, value] of Object.entries(parameters))
    if (value !== undefined) url.searchParams.set(name, value);
  return url.toString();
};

const loopbackHosts: ReadonlySet<string> = new Set(['127.0.0.1', '[::1]', 'localhost']);

/**
 * A redirect URI an operator may register: absolute, no fragment (RFC 6749 §3.1.2), HTTPS, or HTTP only on the
 * loopback interface for native and test clients (RFC 8252 §7.3). Returns why not, or null.
 */
export const redirectUriProblem = (uri: string): string | null => {
  let url: WhatwgUrl;
  try {
    url = new WebUrl(uri);
  } catch {
    return 'is not an absolute URL';
  }
  if (url.hash !== '' || uri.includes('#')) return 'must not have a fragment';
  if (url.username !== '' || url.password !== '') return 'must not carry credentials';
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && loopbackHosts.has(url.hostname)) return null;
  return 'must use https (http only on the loopback interface)';
};
