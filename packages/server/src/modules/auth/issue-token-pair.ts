import { randomUUID } from 'node:crypto';
import type { TokenReply } from '@psc/core/auth/auth.schemas';
import type { Database, SideStatement } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import type { RequestOrigin } from '../security-events/record-security-event.ts';
import { mintTokenPair } from '../../shared/token-pair.ts';

export type TokenOwner = { personId: string; accountId: string };

type PairDeps = Pick<Deps, 'authRepository' | 'clock' | 'config'>;

/** A fresh access/refresh pair of a family, as rows to store and the reply that carries the tokens. */
const pairOf = (deps: PairDeps, owner: TokenOwner, familyId: string, now: Date, scope: string | null) => {
  const { rows, reply } = mintTokenPair(now, deps.config.refreshTokenIdleMs, scope ?? 'read write');
  return { rows: rows.map((row) => ({ ...row, familyId, ...owner })), reply };
};

/** Writes a fresh access/refresh pair into an existing family (on refresh). */
export const issueTokenPair = async (
  deps: PairDeps,
  owner: TokenOwner,
  familyId: string,
  executor: Database,
  /** A third-party family's granted scopes; the web app's tokens have the user's full reach. */
  scope: string | null = null,
): Promise<TokenReply> => {
  const { rows, reply } = pairOf(deps, owner, familyId, deps.clock.now(), scope);
  await deps.authRepository.insertTokens(rows, executor);
  return reply;
};

/** A new session: a token family for the client and its first pair (sign-in, or a third party's code exchange). */
export const startSession = async (
  deps: PairDeps,
  owner: TokenOwner,
  client: { clientId: string; scope: string | null },
  origin: RequestOrigin,
  executor: Database,
  /** A write that commits with the session in its one statement (the sign-in's audit event), given the family id. */
  alongside?: (familyId: string) => SideStatement,
): Promise<{ familyId: string; reply: TokenReply }> => {
  const now = deps.clock.now();
  const familyId = randomUUID();
  const { rows, reply } = pairOf(deps, owner, familyId, now, client.scope);
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
    rows,
    executor,
    alongside?.(familyId),
  );
  return { familyId, reply };
};
