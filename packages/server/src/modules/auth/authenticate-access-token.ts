import type { Deps } from '../../deps.ts';
import type { Principal } from '../../shared/principal.ts';
import { hashSecretToken } from '../../shared/secret-token.ts';

type AccessTokenDeps = Pick<Deps, 'authRepository' | 'clock' | 'accessTokenCache' | 'cacheInvalidation'>;

const readAccessTokenOwner = async (deps: AccessTokenDeps, tokenHash: string): Promise<Principal | null> => {
  const ticket = deps.cacheInvalidation.ticket();
  const now = deps.clock.now();
  const found = await deps.authRepository.findAccessTokenOwner(tokenHash);
  if (found === null || found.expiresAt <= now) return null;
  deps.accessTokenCache.set(tokenHash, found.owner.accountId, ticket, {
    principal: found.owner,
    expiresAt: found.expiresAt,
  });
  return found.owner;
};

/**
 * Every authenticated request comes through here, so a token's owner is kept in memory until the account's
 * persons, tokens or account row change (docs/decisions/0020); expiry is checked on every use.
 */
export const authenticateAccessToken = (
  deps: AccessTokenDeps,
  accessToken: string,
): Principal | null | Promise<Principal | null> => {
  const tokenHash = hashSecretToken(accessToken);
  const cached = deps.accessTokenCache.get(tokenHash);
  if (cached !== undefined) return cached.expiresAt > deps.clock.now() ? cached.principal : null;
  return readAccessTokenOwner(deps, tokenHash);
};
