import type { Principal } from '../../shared/principal.ts';

/** A bearer token's owner as the access-token cache keeps it (docs/decisions/0020); expiry is checked on every use. */
export type CachedAccessTokenOwner = { principal: Principal; expiresAt: Date };
