import { randomBytes } from 'node:crypto';
import type {
  ClientRegistration,
  RegisteredClientReply,
} from '@psc/core/authorization-server/authorization-server.schemas';
import type { Deps } from '../../deps.ts';
import { createSecretToken, hashSecretToken } from '../../shared/secret-token.ts';
import type { StoredClient } from './authorization-server.repository.ts';

export const toClientReply = (client: StoredClient): RegisteredClientReply => ({
  clientId: client.clientId,
  name: client.name,
  redirectUris: client.redirectUris,
  scopes: client.scopes,
  createdAt: client.createdAt.toISOString(),
  revokedAt: client.revokedAt?.toISOString() ?? null,
});

/** Operators register a third-party application; its secret is returned this once and stored as a hash. */
export const registerClient = async (
  deps: Pick<Deps, 'authorizationServerRepository' | 'clock'>,
  registration: ClientRegistration,
): Promise<RegisteredClientReply & { clientSecret: string }> => {
  const clientSecret = createSecretToken();
  const stored = await deps.authorizationServerRepository.insertClient({
    clientId: `psc-app-${randomBytes(12).toString('base64url')}`,
    name: registration.name,
    secretHash: hashSecretToken(clientSecret),
    redirectUris: [...new Set(registration.redirectUris)],
    scopes: registration.scopes,
    createdAt: deps.clock.now(),
  });
  return { ...toClientReply(stored), clientSecret };
};
