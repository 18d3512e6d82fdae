import { thirdPartyScopes } from '@psc/core/authorization-server/scopes';
import type { Deps } from '../../deps.ts';

const endpoint = (deps: Pick<Deps, 'config'>, path: string): string =>
  new URL(path, deps.config.publicUrl).toString();

/**
 * GET /oauth/token_key: in Spring's authorisation server this is the JWT verification key. PSC's tokens are
 * opaque random values checked in the database, so there is no key to publish: an empty key set and where to
 * check a token instead (docs/decisions/0038).
 */
export const tokenKeyReply = (deps: Pick<Deps, 'config'>) => ({
  token_format: 'opaque' as const,
  keys: [],
  introspection_endpoint: endpoint(deps, '/oauth/check_token'),
  description:
    'PSC access tokens are opaque and carry no signature to verify: ask /oauth/check_token (RFC 7662) whether one is active.',
});

/** RFC 8414 metadata, so a client library can configure itself from the issuer's address. */
export const authorizationServerMetadata = (deps: Pick<Deps, 'config'>) => ({
  issuer: new URL(deps.config.publicUrl).origin,
  authorization_endpoint: endpoint(deps, '/oauth/authorize'),
  token_endpoint: endpoint(deps, '/oauth/token'),
  introspection_endpoint: endpoint(deps, '/oauth/check_token'),
  revocation_endpoint: endpoint(deps, '/oauth/revoke'),
  response_types_supported: ['code'],
  grant_types_supported: ['authorization_code', 'refresh_token', 'password'],
  code_challenge_methods_supported: ['S256'],
  token_endpoint_auth_methods_supported: ['client_secret_basic'],
  introspection_endpoint_auth_methods_supported: ['client_secret_basic'],
  revocation_endpoint_auth_methods_supported: ['client_secret_basic'],
  scopes_supported: [...thirdPartyScopes],
});
