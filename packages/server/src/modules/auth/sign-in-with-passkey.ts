import type { TokenReply } from '@psc/core/auth/auth.schemas';
import { passkeyMessages } from '@psc/core/passkeys/passkeys.schemas';
import type { Deps } from '../../deps.ts';
import { verifyPasskeyAssertion } from '../passkeys/passkey-assertion.ts';
import { recordSecurityEvent, type RequestOrigin } from '../security-events/record-security-event.ts';
import { startSession } from './issue-token-pair.ts';
import { invalidGrant, invalidRequest } from './oauth-errors.ts';

type PasskeySignInDeps = Parameters<typeof verifyPasskeyAssertion>[0] &
  Parameters<typeof startSession>[0] &
  Pick<Deps, 'securityEventsRepository' | 'authRepository' | 'database'>;

/**
 * grant_type=passkey (decision 0044): a user-verified passkey signs in on its own, standing for both the password
 * and the second factor (the device holds the key, its PIN or biometric is the user's). It needs no captcha: an
 * assertion cannot be guessed, and each one answers a single-use challenge.
 */
export const signInWithPasskey = async (
  deps: PasskeySignInDeps,
  grant: { passkey: string | undefined; clientId: string; origin: RequestOrigin },
): Promise<TokenReply> => {
  if (grant.passkey === undefined || grant.passkey === '') throw invalidRequest('passkey is required');
  const outcome = await verifyPasskeyAssertion(deps, grant.passkey, { requireUserVerification: true });
  if (outcome.kind === 'rejected') {
    await recordSecurityEvent(deps, {
      type: 'sign_in_failed',
      origin: grant.origin,
      detail: { reason: `passkey_${outcome.reason}` },
    });
    throw invalidGrant(
      outcome.reason === 'unknown'
        ? passkeyMessages.unknown
        : outcome.reason === 'expired'
          ? passkeyMessages.expired
          : passkeyMessages.notVerified,
    );
  }
  const owner = { personId: outcome.personId, accountId: outcome.accountId };
  return deps.database.db.transaction(async (tx) => {
    const { familyId, reply } = await startSession(
      deps,
      owner,
      { clientId: grant.clientId, scope: null },
      grant.origin,
      tx,
    );
    await recordSecurityEvent(
      deps,
      {
        type: 'sign_in_succeeded',
        email: outcome.email,
        ...owner,
        origin: grant.origin,
        detail: { familyId, secondFactor: 'passkey', passkeyId: outcome.passkeyId },
      },
      tx,
    );
    return reply;
  });
};
