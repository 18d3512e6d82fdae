import type { Deps } from '../../deps.ts';
import { revokeSession } from '../auth/revoke-session.ts';
import { findOwnToken } from './find-own-token.ts';
import { recordSecurityEvent } from '../security-events/record-security-event.ts';

/**
 * Token revocation (RFC 7009): a client ends the session an access or refresh token of its own belongs to. An
 * unknown token, or another client's, changes nothing and still answers 200 (§2.2), so the call reveals nothing.
 */
export const revokeToken = async (
  deps: Pick<
    Deps,
    | 'authorizationServerRepository'
    | 'authRepository'
    | 'securityEventsRepository'
    | 'config'
    | 'clock'
    | 'database'
  >,
  token: string | undefined,
  authorizationHeader: string | undefined,
): Promise<void> => {
  const found = await findOwnToken(deps, token, authorizationHeader);
  if (found === null || found.familyRevokedAt !== null) return;
  await deps.database.db.transaction(async (tx) => {
    await revokeSession(deps, found.familyId, 'revoked_by_client', tx);
    await recordSecurityEvent(
      deps,
      {
        type: 'application_token_revoked',
        personId: found.personId,
        accountId: found.accountId,
        email: found.email,
        detail: { clientId: found.clientId, familyId: found.familyId },
      },
      tx,
    );
  });
};
