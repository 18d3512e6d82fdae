import { createHash } from 'node:crypto';
import type { TokenReply } from '@psc/core/auth/auth.schemas';
import type { Deps } from '../../deps.ts';
import { constantTimeEquals, hashSecretToken } from '../../shared/secret-token.ts';
import { startSession } from '../auth/issue-token-pair.ts';
import { invalidGrant, invalidRequest } from '../auth/oauth-errors.ts';
import { revokeSession } from '../auth/revoke-session.ts';
import { recordSecurityEvent, type RequestOrigin } from '../security-events/record-security-event.ts';
import type { RegisteredClientRecord } from './find-registered-client.ts';

type ExchangeDeps = Pick<
  Deps,
  | 'authorizationServerRepository'
  | 'authRepository'
  | 'securityEventsRepository'
  | 'clock'
  | 'config'
  | 'database'
>;

export type CodeGrant = {
  code: string | undefined;
  redirectUri: string | undefined;
  codeVerifier: string | undefined;
  client: RegisteredClientRecord;
  origin: RequestOrigin;
};

/** RFC 7636 §4.1: 43 to 128 unreserved characters. */
const verifierPattern = /^[A-Za-z0-9._~-]{43,128}$/;

const s256 = (verifier: string): string => createHash('sha256').update(verifier, 'ascii').digest('base64url');

/**
 * The authorization_code grant with PKCE (RFC 6749 §4.1.3, RFC 7636 §4.6). A code is burnt by its first
 * exchange, right or wrong, so a verifier cannot be guessed against it; a code presented again revokes the
 * session it opened (RFC 6749 §4.1.2).
 */
export const exchangeAuthorizationCode = async (
  deps: ExchangeDeps,
  grant: CodeGrant,
): Promise<TokenReply> => {
  if (!grant.code) throw invalidRequest('code is required');
  if (!grant.redirectUri) throw invalidRequest('redirect_uri is required');
  if (!grant.codeVerifier) throw invalidRequest('code_verifier is required (PKCE)');
  const codeHash = hashSecretToken(grant.code);
  const now = deps.clock.now();
  const verifierIsWellFormed = verifierPattern.test(grant.codeVerifier);
  const refused = invalidGrant(
    'The authorization code is invalid, expired, already used or not for this client',
  );

  const outcome = await deps.database.db.transaction(async (tx) => {
    const consumed = await deps.authorizationServerRepository.consumeCode(codeHash, now, tx);
    if (!consumed) return { kind: 'not-consumable' as const };
    const isUsable =
      consumed.clientId === grant.client.clientId &&
      consumed.redirectUri === grant.redirectUri &&
      consumed.expiresAt > now &&
      verifierIsWellFormed &&
      constantTimeEquals(s256(grant.codeVerifier ?? ''), consumed.codeChallenge) &&
      (await deps.authorizationServerRepository.isPersonActive(consumed.personId, tx));
    if (!isUsable) return { kind: 'rejected' as const };
    const owner = { personId: consumed.personId, accountId: consumed.accountId };
    const { familyId, reply } = await startSession(
      deps,
      owner,
      { clientId: grant.client.clientId, scope: consumed.scope },
      grant.origin,
      tx,
    );
    await deps.authorizationServerRepository.attachFamilyToCode(codeHash, familyId, tx);
    await recordSecurityEvent(
      deps,
      {
        type: 'sign_in_succeeded',
        ...owner,
        origin: grant.origin,
        detail: { familyId, clientId: grant.client.clientId, grant: 'authorization_code' },
      },
      tx,
    );
    return { kind: 'issued' as const, reply };
  });

  if (outcome.kind === 'issued') return outcome.reply;
  if (outcome.kind === 'not-consumable') await revokeIfReplayed(deps, codeHash, grant.origin);
  throw refused;
};

const revokeIfReplayed = async (
  deps: ExchangeDeps,
  codeHash: string,
  origin: RequestOrigin,
): Promise<void> => {
  const known = await deps.authorizationServerRepository.findCode(codeHash);
  if (!known?.usedAt) return;
  const familyId = known.familyId;
  await deps.database.db.transaction(async (tx) => {
    if (familyId !== null) await revokeSession(deps, familyId, 'authorization_code_reused', tx);
    await recordSecurityEvent(
      deps,
      {
        type: 'authorization_code_reused',
        personId: known.personId,
        accountId: known.accountId,
        origin,
        detail: { clientId: known.clientId, familyId },
      },
      tx,
    );
  });
};
