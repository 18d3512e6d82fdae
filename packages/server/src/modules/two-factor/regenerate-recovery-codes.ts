import { recoveryCodeCount } from '@psc/core/auth/auth.schemas';
import { AppError } from '@psc/core/shared/app-error';
import { twoFactorMessages } from '@psc/core/auth/two-factor-policy.schemas';
import type { Deps } from '../../deps.ts';
import type { Principal } from '../../shared/principal.ts';
import { recordSecurityEvent, type RequestOrigin } from '../security-events/record-security-event.ts';
import { createRecoveryCodes } from './totp.ts';

/** POST /api/v1/otp/recoverycodes ('Generate new codes'): the old ten stop working. */
export const regenerateRecoveryCodes = async (
  deps: Pick<
    Deps,
    'twoFactorRepository' | 'passwordHasher' | 'securityEventsRepository' | 'clock' | 'database'
  >,
  principal: Principal,
  origin: RequestOrigin,
): Promise<{ success: true; recoveryCodes: string[] }> => {
  const totp = await deps.twoFactorRepository.find(principal.personId);
  if (!totp?.verifiedAt) throw new AppError('CONFLICT', twoFactorMessages.turnOnFirst);
  const recoveryCodes = createRecoveryCodes(recoveryCodeCount);
  const hashes = await Promise.all(
    recoveryCodes.map((recoveryCode) => deps.passwordHasher.hash(recoveryCode)),
  );
  await deps.database.db.transaction(async (tx) => {
    await deps.twoFactorRepository.replaceRecoveryCodes(principal.personId, hashes, deps.clock.now(), tx);
    await recordSecurityEvent(
      deps,
      {
        type: 'recovery_codes_regenerated',
        personId: principal.personId,
        accountId: principal.accountId,
        origin,
      },
      tx,
    );
  });
  return { success: true, recoveryCodes };
};
