import type { IntrospectionReply } from '@psc/core/authorization-server/authorization-server.schemas';
import type { Deps } from '../../deps.ts';
import { findOwnToken } from './find-own-token.ts';

const seconds = (date: Date): number => Math.floor(date.getTime() / 1000);

/**
 * /oauth/check_token as token introspection (RFC 7662). The caller authenticates as a client and learns only about
 * its own tokens: anything unknown, expired, used, revoked or issued to another client is `active: false`.
 */
export const introspectToken = async (
  deps: Pick<Deps, 'authorizationServerRepository' | 'config' | 'clock'>,
  token: string | undefined,
  authorizationHeader: string | undefined,
): Promise<IntrospectionReply> => {
  const found = await findOwnToken(deps, token, authorizationHeader);
  const now = deps.clock.now();
  const isActive =
    found !== null &&
    found.familyRevokedAt === null &&
    found.familyExpiresAt > now &&
    found.expiresAt > now &&
    found.usedAt === null &&
    found.isActive;
  if (!isActive) return { active: false };
  return {
    active: true,
    scope: found.scope ?? 'read write',
    client_id: found.clientId,
    username: found.email,
    sub: found.personId,
    token_type: found.kind === 'access' ? 'bearer' : 'refresh_token',
    exp: seconds(
      found.kind === 'refresh' && found.familyExpiresAt < found.expiresAt
        ? found.familyExpiresAt
        : found.expiresAt,
    ),
    iat: seconds(found.createdAt),
  };
};
