import type { Deps } from '../../deps.ts';
import type { Principal } from '../../shared/principal.ts';
import { hashSecretToken } from '../../shared/secret-token.ts';

/**
 * Every authenticated request comes through here, so a token's owner is kept in memory until the account's
 * persons, tokens or account row change (docs/decisions/0020); expiry is checked on every use.
 */
export const authenticateAccessToken = async (
  deps: Pick<Deps, 'authRepository' | 'clock' | 'accessTokenCache' | 'cacheInvalidation'>,
  accessToken: string,
): Promise<Principal | null> => {
  const tokenHash = hashSecretToken(accessToken);
  const now = deps.clock.now();
  const cached = deps.accessTokenCache.get(tokenHash);
  if (cached !== undefined) return cached.expiresAt > now ? cached.principal : null;
  const ticket = deps.cacheInvalidation.ticket();
  const found = await deps.authRepository.findAccessTokenOwner(tokenHash);
  if (found === null || found.expiresAt <= now) return null;
  deps.accessTokenCache.set(tokenHash, found.owner.accountId, ticket, {
    principal: found.owner,
    expiresAt: found.expiresAt,
  });
  return found.owner;
};
