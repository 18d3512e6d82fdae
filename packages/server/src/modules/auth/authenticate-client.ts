import type { Deps } from '../../deps.ts';
import { constantTimeEquals } from '../../shared/secret-token.ts';
import { invalidClient } from './oauth-errors.ts';

/** HTTP Basic client authentication (RFC 6749 §2.3.1). The web client's secret is public; it identifies, not proves. */
export const authenticateClient = (
  deps: Pick<Deps, 'config'>,
  authorizationHeader: string | undefined,
): string => {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorizationHeader ?? '');
  if (!match?.[1]) throw invalidClient();
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator < 0) throw invalidClient();
  const clientId = decodeURIComponent(decoded.slice(0, separator));
  const clientSecret = decodeURIComponent(decoded.slice(separator + 1));
  const expected = deps.config.oauthClient;
  const idMatches = constantTimeEquals(clientId, expected.id);
  const secretMatches = constantTimeEquals(clientSecret, expected.secret);
  if (!idMatches || !secretMatches) throw invalidClient();
  return clientId;
};
