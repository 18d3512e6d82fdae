import type { Deps } from '../../deps.ts';
import { hashSecretToken } from '../../shared/secret-token.ts';
import { authenticateClient } from '../auth/authenticate-client.ts';
import { invalidRequest } from '../auth/oauth-errors.ts';

/**
 * Introspection and revocation (RFC 7662, RFC 7009) start alike: the caller authenticates as a client, names a
 * token, and learns only about its own. Null for an unknown token or another client's.
 */
export const findOwnToken = async (
  deps: Pick<Deps, 'authorizationServerRepository' | 'config'>,
  token: string | undefined,
  authorizationHeader: string | undefined,
) => {
  const client = await authenticateClient(deps, authorizationHeader);
  if (!token) throw invalidRequest('token is required');
  const found = await deps.authorizationServerRepository.findTokenForIntrospection(hashSecretToken(token));
  return found !== null && found.clientId === client.clientId ? found : null;
};
