import { operationsClient } from '@psc/core/operations/operations.endpoints';
import type { Deps } from '../../deps.ts';
import { constantTimeEquals, hashSecretToken } from '../../shared/secret-token.ts';
import {
  findRegisteredClient,
  type RegisteredClientRecord,
} from '../authorization-server/find-registered-client.ts';
import { invalidClient } from './oauth-errors.ts';

/**
 * The web app (first party, `registered` null), the operations console (`operations`, decision 0049), or a
 * third-party application an operator registered.
 */
export type AuthenticatedClient = {
  clientId: string;
  registered: RegisteredClientRecord | null;
  operations?: true;
};

/**
 * HTTP Basic client authentication (RFC 6749 §2.3.1). The web client's secret is public: it identifies, not
 * proves. A registered client's secret is 256 random bits kept as a SHA-256 hash (docs/decisions/0038).
 */
export const authenticateClient = async (
  deps: Pick<Deps, 'config' | 'authorizationServerRepository'>,
  authorizationHeader: string | undefined,
): Promise<AuthenticatedClient> => {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorizationHeader ?? '');
  if (!match?.[1]) throw invalidClient();
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator < 0) throw invalidClient();
  const clientId = safeDecode(decoded.slice(0, separator));
  const clientSecret = safeDecode(decoded.slice(separator + 1));
  const webClient = deps.config.oauthClient;
  if (constantTimeEquals(clientId, webClient.id)) {
    if (!constantTimeEquals(clientSecret, webClient.secret)) throw invalidClient();
    return { clientId, registered: null };
  }
  if (constantTimeEquals(clientId, operationsClient.id)) {
    if (!constantTimeEquals(clientSecret, operationsClient.secret)) throw invalidClient();
    return { clientId, registered: null, operations: true };
  }
  const registered = await findRegisteredClient(deps, clientId);
  if (!registered || !constantTimeEquals(hashSecretToken(clientSecret), registered.secretHash))
    throw invalidClient();
  return { clientId, registered };
};

const safeDecode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    throw invalidClient();
  }
};
