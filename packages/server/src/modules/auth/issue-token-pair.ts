import { randomUUID } from 'node:crypto';
import type { TokenReply } from '@psc/core/auth/auth.schemas';
import type { Database } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import type { RequestOrigin } from '../security-events/record-security-event.ts';
import { mintTokenPair } from '../../shared/token-pair.ts';

export type TokenOwner = { personId: string; accountId: string };

/** Writes a fresh access/refresh pair into a family (a new one at sign-in, the same one on refresh). */
export const issueTokenPair = async (
  deps: Pick<Deps, 'authRepository' | 'clock' | 'config'>,
  owner: TokenOwner,
  familyId: string,
  executor: Database,
  /** A third-party family's granted scopes; the web app's tokens have the user's full reach. */
  scope: string | null = null,
): Promise<TokenReply> => {
  const { rows, reply } = mintTokenPair(
    deps.clock.now(),
    deps.config.refreshTokenIdleMs,
    scope ?? 'read write',
  );
  await deps.authRepository.insertTokens(
    rows.map((row) => ({ ...row, familyId, ...owner })),
    executor,
  );
  return reply;
};

/** A new session: a token family for the client and its first pair (sign-in, or a third party's code exchange). */
export const startSession = async (
  deps: Pick<Deps, 'authRepository' | 'clock' | 'config'>,
  owner: TokenOwner,
  client: { clientId: string; scope: string | null },
  origin: RequestOrigin,
  executor: Database,
): Promise<{ familyId: string; reply: TokenReply }> => {
  const now = deps.clock.now();
  const familyId = randomUUID();
  const { rows, reply } = mintTokenPair(now, deps.config.refreshTokenIdleMs, client.scope ?? 'read write');
  await deps.authRepository.insertSession(
    {
      id: familyId,
      ...owner,
      clientId: client.clientId,
      scope: client.scope,
      ipAddress: origin.ipAddress,
      userAgent: origin.userAgent?.slice(0, 512) ?? null,
      createdAt: now,
      absoluteExpiresAt: new Date(now.getTime() + deps.config.sessionMaxMs),
    },
    rows.map((row) => ({ ...row, familyId, ...owner })),
    executor,
  );
  return { familyId, reply };
};
