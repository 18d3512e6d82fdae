import { recoveryCodeCount, type TwoFactorCheckReply } from '@psc/core/auth/auth.schemas';
import { AppError } from '@psc/core/shared/app-error';
import { twoFactorMessages } from '@psc/core/auth/two-factor-policy.schemas';
import type { Deps } from '../../deps.ts';
import type { Principal } from '../../shared/principal.ts';
import { recordSecurityEvent, type RequestOrigin } from '../security-events/record-security-event.ts';
import { createRecoveryCodes, matchTotpStep } from './totp.ts';

type ConfirmDeps = Pick<
  Deps,
  | 'twoFactorRepository'
  | 'secretBox'
  | 'passwordHasher'
  | 'securityEventsRepository'
  | 'rateLimiter'
  | 'clock'
  | 'config'
  | 'database'
>;

/**
 * GET /api/v1/otp/check/{sixDigitCode}: a code from the authenticator turns two-step verification on and
 * returns ten recovery codes, shown this once. The step it used is consumed, so it cannot sign anyone in.
 */
export const confirmTwoFactor = async (
  deps: ConfirmDeps,
  principal: Principal,
  code: string,
  origin: RequestOrigin,
): Promise<TwoFactorCheckReply> => {
  const limit = await deps.rateLimiter.hit(
    `otp:setup:${principal.personId}`,
    deps.config.otpMaxAttempts,
    deps.config.loginLimits.windowSeconds,
  );
  if (!limit.allowed)
    throw new AppError('RATE_LIMITED', twoFactorMessages.tooManyAttempts, {
      retryAfterSeconds: limit.retryAfterSeconds,
    });

  const totp = await deps.twoFactorRepository.find(principal.personId);
  if (!totp) return { success: false, message: 'Generate a key first' };
  if (totp.verifiedAt) return { success: true, message: 'Two-step verification is already on' };
  const step = await matchTotpStep(deps.secretBox.open(totp.secretCiphertext), code, deps.clock.now());
  if (step === null || !(await deps.twoFactorRepository.consumeStep(principal.personId, step))) {
    await recordSecurityEvent(deps, {
      type: 'otp_failed',
      personId: principal.personId,
      accountId: principal.accountId,
      origin,
      detail: { during: 'setup' },
    });
    return { success: false, message: 'The code could not be verified' };
  }

  const recoveryCodes = createRecoveryCodes(recoveryCodeCount);
  const hashes = await Promise.all(
    recoveryCodes.map((recoveryCode) => deps.passwordHasher.hash(recoveryCode)),
  );
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    await deps.twoFactorRepository.markVerified(principal.personId, now, tx);
    await deps.twoFactorRepository.replaceRecoveryCodes(principal.personId, hashes, now, tx);
    await recordSecurityEvent(
      deps,
      {
        type: 'two_factor_enabled',
        personId: principal.personId,
        accountId: principal.accountId,
        email: principal.email,
        origin,
      },
      tx,
    );
  });
  await deps.rateLimiter.reset(`otp:setup:${principal.personId}`);
  return { success: true, message: 'OTP was verified successfully', recoveryCodes };
};
