import type { TokenReply } from '@psc/core/auth/auth.schemas';
import { tokenErrorDescriptions } from '@psc/core/auth/auth.schemas';
import type { Deps } from '../../deps.ts';
import { hashSecretToken } from '../../shared/secret-token.ts';
import { recordSecurityEvent, type RequestOrigin } from '../security-events/record-security-event.ts';
import { issueTokenPair } from './issue-token-pair.ts';
import { invalidGrant, invalidRequest } from './oauth-errors.ts';

type RefreshDeps = Pick<
  Deps,
  'authRepository' | 'securityEventsRepository' | 'clock' | 'config' | 'database'
>;

export type RefreshGrant = {
  refreshToken: string | undefined;
  username: string | undefined;
  clientId: string;
  origin: RequestOrigin;
};

/**
 * Rotation with reuse detection (RFC 9700 §4.14.2): every refresh returns a new refresh token, and
 * presenting one that was already used revokes its whole family, the legitimate holder's session included.
 */
export const refreshSession = async (deps: RefreshDeps, grant: RefreshGrant): Promise<TokenReply> => {
  if (!grant.refreshToken) throw invalidRequest('refresh_token is required');
  const tokenHash = hashSecretToken(grant.refreshToken);
  const now = deps.clock.now();
  const rejected = invalidGrant(tokenErrorDescriptions.refreshInvalid);

  const outcome = await deps.database.db.transaction(async (tx) => {
    const consumed = await deps.authRepository.consumeRefreshToken(tokenHash, now, tx);
    if (!consumed) return { kind: 'not-consumable' as const };
    const family = await deps.authRepository.findFamily(consumed.familyId, tx);
    const username = grant.username?.trim().toLowerCase();
    const isUsable =
      family !== null &&
      family.revokedAt === null &&
      family.isActive &&
      family.clientId === grant.clientId &&
      family.absoluteExpiresAt > now &&
      consumed.expiresAt > now &&
      (username === undefined || username === '' || username === family.email);
    if (!isUsable) return { kind: 'rejected' as const };
    const owner = { personId: consumed.personId, accountId: consumed.accountId };
    const reply = await issueTokenPair(deps, owner, consumed.familyId, tx, family.scope);
    await recordSecurityEvent(
      deps,
      { type: 'token_refreshed', ...owner, origin: grant.origin, detail: { familyId: consumed.familyId } },
      tx,
    );
    return { kind: 'issued' as const, reply };
  });

  if (outcome.kind === 'issued') return outcome.reply;
  if (outcome.kind === 'not-consumable') await revokeIfReused(deps, tokenHash, grant.origin);
  throw rejected;
};

const revokeIfReused = async (deps: RefreshDeps, tokenHash: string, origin: RequestOrigin): Promise<void> => {
  const known = await deps.authRepository.findRefreshToken(tokenHash);
  if (!known?.usedAt) return;
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    await deps.authRepository.revokeFamily(known.familyId, 'refresh_token_reused', now, tx);
    await recordSecurityEvent(
      deps,
      {
        type: 'refresh_token_reused',
        personId: known.personId,
        accountId: known.accountId,
        origin,
        detail: { familyId: known.familyId },
      },
      tx,
    );
  });
};
