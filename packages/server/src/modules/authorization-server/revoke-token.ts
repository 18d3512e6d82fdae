import type { Deps } from '../../deps.ts';
import { hashSecretToken } from '../../shared/secret-token.ts';
import { authenticateClient } from '../auth/authenticate-client.ts';
import { invalidRequest } from '../auth/oauth-errors.ts';
import { revokeSession } from '../auth/revoke-session.ts';
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
  const client = await authenticateClient(deps, authorizationHeader);
  if (!token) throw invalidRequest('token is required');
  const found = await deps.authorizationServerRepository.findTokenForIntrospection(hashSecretToken(token));
  if (found === null || found.clientId !== client.clientId || found.familyRevokedAt !== null) return;
  await deps.database.db.transaction(async (tx) => {
    await revokeSession(deps, found.familyId, 'revoked_by_client', tx);
    await recordSecurityEvent(
      deps,
      {
        type: 'application_token_revoked',
        personId: found.personId,
        accountId: found.accountId,
        email: found.email,
        detail: { clientId: client.clientId, familyId: found.familyId },
      },
      tx,
    );
  });
};
