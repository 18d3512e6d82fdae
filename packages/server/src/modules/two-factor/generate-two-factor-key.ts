import type { TwoFactorProfileReply } from '@psc/core/auth/auth.schemas';
import type { Deps } from '../../deps.ts';
import type { Principal } from '../../shared/principal.ts';
import { recordSecurityEvent, type RequestOrigin } from '../security-events/record-security-event.ts';
import { getTwoFactorProfile } from './get-two-factor-profile.ts';
import { createTotpSecret } from './totp.ts';

/** POST /api/v1/otp/setget (Enable, Generate New): a new key, unverified, replacing any previous one. */
export const generateTwoFactorKey = async (
  deps: Pick<Deps, 'twoFactorRepository' | 'secretBox' | 'securityEventsRepository' | 'clock' | 'database'>,
  principal: Principal,
  origin: RequestOrigin,
): Promise<TwoFactorProfileReply> => {
  await deps.database.db.transaction(async (tx) => {
    await deps.twoFactorRepository.replaceWithPendingKey(
      principal.personId,
      deps.secretBox.seal(createTotpSecret()),
      deps.clock.now(),
      tx,
    );
    await recordSecurityEvent(
      deps,
      {
        type: 'two_factor_key_generated',
        personId: principal.personId,
        accountId: principal.accountId,
        email: principal.email,
        origin,
      },
      tx,
    );
  });
  return getTwoFactorProfile(deps, principal);
};
