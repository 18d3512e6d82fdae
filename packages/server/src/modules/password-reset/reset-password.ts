import { findPasswordProblem, passwordProblemMessages } from '@psc/core/auth/password-policy';
import { passwordResetMessages } from '@psc/core/auth/password-reset.schemas';
import { AppError } from '@psc/core/shared/app-error';
import type { Deps } from '../../deps.ts';
import { hashSecretToken } from '../../shared/secret-token.ts';
import { verifyCaptcha } from '../captcha/verify-captcha.ts';
import { recordSecurityEvent, type RequestOrigin } from '../security-events/record-security-event.ts';
import { isPasswordInHistory } from '../users/check-password-use.ts';
import { verifySecondFactor } from '../two-factor/verify-second-factor.ts';
import { revokeAllSessionsAfterReset } from '../auth/revoke-session.ts';
import { storeNewPassword } from '../users/store-new-password.ts';

type ResetDeps = Pick<
  Deps,
  | 'passwordResetRepository'
  | 'twoFactorRepository'
  | 'usersRepository'
  | 'authRepository'
  | 'securityEventsRepository'
  | 'captchaRepository'
  | 'settingsRepository'
  | 'passwordHasher'
  | 'secretBox'
  | 'secrets'
  | 'isCommonPassword'
  | 'clock'
  | 'config'
  | 'database'
>;

const maxOtpFailuresPerLink = 5;

/**
 * A wrong or missing One Time Password for a reset link, at the reset or at the code check: counted against the link
 * (five wear it out), recorded, and answered 'Invalid'.
 */
export const refuseResetCode = async (
  deps: Pick<Deps, 'passwordResetRepository' | 'securityEventsRepository' | 'clock'>,
  attempt: {
    tokenHash: string;
    now: Date;
    person: { personId: string; accountId: string };
    origin: RequestOrigin;
    reason: string;
  },
): Promise<AppError> => {
  await deps.passwordResetRepository.recordFailedOtp(attempt.tokenHash, maxOtpFailuresPerLink, attempt.now);
  await recordSecurityEvent(deps, {
    type: 'password_reset_failed',
    personId: attempt.person.personId,
    accountId: attempt.person.accountId,
    origin: attempt.origin,
    detail: { reason: attempt.reason },
  });
  return new AppError('UNAUTHORIZED', passwordResetMessages.invalidOtp);
};

/**
 * POST /resetpassword. A reset never bypasses two-step verification: a user who has it must give a code from
 * the authenticator (or a recovery code) as the One Time Password (docs/decisions/0005). Success revokes every
 * session of the user and lifts any sign-in lock.
 */
export const resetPassword = async (
  deps: ResetDeps,
  request: {
    id?: string | undefined;
    idAsString?: string | undefined;
    password: string;
    captcha?: string | undefined;
  },
  origin: RequestOrigin,
): Promise<{ success: true; message: string }> => {
  await verifyCaptcha(deps, request.captcha);
  const isNewFlow = request.idAsString !== undefined;
  const token = (isNewFlow ? request.idAsString : request.id) ?? '';
  const oneTimePassword = isNewFlow ? request.id : undefined;
  const tokenHash = hashSecretToken(token);
  const now = deps.clock.now();

  const usable = await deps.passwordResetRepository.findUsableToken(tokenHash, now);
  if (!usable) throw new AppError('NOT_FOUND', passwordResetMessages.expired);

  // Rules that need no secret come first, so a refused password never spends the one-time code. The history check
  // stays after the second factor: without it, a link alone could probe the user's previous passwords.
  const problem = findPasswordProblem(request.password, usable.email, deps.isCommonPassword);
  if (problem) throw new AppError('VALIDATION', passwordProblemMessages[problem]);

  const isSixDigitCode = oneTimePassword !== undefined && oneTimePassword.trim().length <= 6;
  const secondFactor = await verifySecondFactor(deps, usable.personId, {
    otp: isSixDigitCode ? oneTimePassword : undefined,
    recoveryCode: isSixDigitCode ? undefined : oneTimePassword,
  });
  if (secondFactor === 'missing' || secondFactor === 'rejected')
    throw await refuseResetCode(deps, {
      tokenHash,
      now,
      person: usable,
      origin,
      reason: `otp_${secondFactor}`,
    });

  if (await isPasswordInHistory(deps, usable.personId, request.password))
    throw new AppError('UNAUTHORIZED', passwordResetMessages.reused);

  const passwordHash = await deps.passwordHasher.hash(request.password);
  await deps.database.db.transaction(async (tx) => {
    if (!(await deps.passwordResetRepository.consumeToken(tokenHash, now, tx)))
      throw new AppError('NOT_FOUND', passwordResetMessages.expired);
    await storeNewPassword(deps, usable, passwordHash, now, tx);
    await revokeAllSessionsAfterReset(deps, usable.personId, tx);
    await recordSecurityEvent(
      deps,
      {
        type: 'password_reset_completed',
        personId: usable.personId,
        accountId: usable.accountId,
        email: usable.email,
        origin,
        detail: { secondFactor },
      },
      tx,
    );
  });
  return { success: true, message: passwordResetMessages.changed };
};
