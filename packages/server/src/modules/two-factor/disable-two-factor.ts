import { disableTwoFactorMessages, type DisableTwoFactorRequest } from '@psc/core/auth/auth.schemas';
import { AppError } from '@psc/core/shared/app-error';
import { twoFactorMessages } from '@psc/core/auth/two-factor-policy.schemas';
import type { Deps } from '../../deps.ts';
import type { Principal } from '../../shared/principal.ts';
import { recordSecurityEvent, type RequestOrigin } from '../security-events/record-security-event.ts';
import { verifySecondFactor } from './verify-second-factor.ts';
import { enqueueMail, type Mail } from '../mail/enqueue-mail.ts';

type DisableDeps = Pick<
  Deps,
  'twoFactorRepository' | 'securityEventsRepository' | 'clock' | 'database' | 'mailRepository'
>;

/** Removes the key and recovery codes of `personId`; the caller has already checked who may do this. */
export const removeTwoFactor = async (
  deps: DisableDeps,
  target: { personId: string; accountId: string },
  /** Who removes it, as the security event records it: a person's id, or 'operator …' (issue 15). */
  by: string,
  origin: RequestOrigin,
  /** The user's notice when someone else removed it, written with the removal (issue 48). */
  notice?: Mail,
): Promise<{ success: boolean; message: string }> => {
  const removed = await deps.database.db.transaction(async (tx) => {
    const wasRemoved = await deps.twoFactorRepository.remove(target.personId, tx);
    if (wasRemoved && notice) await enqueueMail(deps, notice, tx);
    if (wasRemoved) {
      await recordSecurityEvent(
        deps,
        {
          type: 'two_factor_disabled',
          personId: target.personId,
          accountId: target.accountId,
          origin,
          detail: { by },
        },
        tx,
      );
    }
    return wasRemoved;
  });
  return {
    success: true,
    message: removed ? 'Two-step verification removed' : 'Two-step verification was not set up',
  };
};

/**
 * DELETE /api/v1/otp/delete: the caller's own. With a proof (the web app always sends one) the current code or a
 * recovery code must be valid, and wrong codes count against the person's code limit; without one, the spec's
 * client keeps working (docs/decisions/0028).
 */
export const disableOwnTwoFactor = async (
  deps: DisableDeps & SecondFactorDeps,
  principal: Principal,
  origin: RequestOrigin,
  proof: DisableTwoFactorRequest,
) => {
  const target = { personId: principal.personId, accountId: principal.accountId };
  if ((proof.otp ?? '') !== '' || (proof.recoveryCode ?? '') !== '') {
    const limit = await deps.rateLimiter.hit(
      `otp:disable:${principal.personId}`,
      deps.config.otpMaxAttempts,
      deps.config.loginLimits.windowSeconds,
    );
    if (!limit.allowed)
      throw new AppError('RATE_LIMITED', twoFactorMessages.tooManyAttempts, {
        retryAfterSeconds: limit.retryAfterSeconds,
      });
    const outcome = await verifySecondFactor(deps, principal.personId, proof);
    if (outcome === 'rejected') {
      await recordSecurityEvent(deps, {
        type: 'otp_failed',
        ...target,
        origin,
        detail: { during: 'disable' },
      });
      throw new AppError('BAD_REQUEST', disableTwoFactorMessages.codeRejected, {
        reason: 'otp_rejected',
      });
    }
  }
  return removeTwoFactor(deps, target, principal.personId, origin);
};

type SecondFactorDeps = Pick<Deps, 'passwordHasher' | 'secretBox' | 'rateLimiter' | 'config'>;
