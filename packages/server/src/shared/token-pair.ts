import { sessionRules } from '@psc/core/auth/session-rules';
import type { TokenReply } from '@psc/core/auth/auth.schemas';
import { createSecretToken, hashSecretToken } from './secret-token.ts';

/** Both kinds of row a token table stores for one pair: only hashes, with their expiry. */
export type MintedToken = { tokenHash: string; kind: 'access' | 'refresh'; createdAt: Date; expiresAt: Date };

/**
 * A fresh access/refresh pair under the session rules (account-and-billing.md §4): the rows to store and the reply
 * to send. Customers' and operators' sessions both mint here, each into its own table.
 */
export const mintTokenPair = (
  now: Date,
  refreshTokenIdleMs: number,
  scope: string,
): { rows: [MintedToken, MintedToken]; reply: TokenReply } => {
  const accessToken = createSecretToken();
  const refreshToken = createSecretToken();
  return {
    rows: [
      {
        tokenHash: hashSecretToken(accessToken),
        kind: 'access',
        createdAt: now,
        expiresAt: new Date(now.getTime() + sessionRules.tokenLifetimeSeconds * 1000),
      },
      {
        tokenHash: hashSecretToken(refreshToken),
        kind: 'refresh',
        createdAt: now,
        expiresAt: new Date(now.getTime() + refreshTokenIdleMs),
      },
    ],
    reply: {
      access_token: accessToken,
      refresh_token: refreshToken,
      token_type: 'bearer',
      expires_in: sessionRules.tokenLifetimeSeconds,
      scope,
    },
  };
};
