import { twoFactorPolicyMessages, type TwoFactorPolicyReply } from '@psc/core/auth/two-factor-policy.schemas';
import { AppError } from '@psc/core/shared/app-error';
import { accountMessages } from '@psc/core/accounts/accounts.schemas';
import type { Deps } from '../../deps.ts';
import type { Principal } from '../../shared/principal.ts';
import { secondFactorsOf } from './verify-sign-in-second-factor.ts';
import { recordSecurityEvent, type RequestOrigin } from '../security-events/record-security-event.ts';

type PolicyDeps = Pick<
  Deps,
  'twoFactorRepository' | 'passkeysRepository' | 'securityEventsRepository' | 'clock' | 'database'
>;

/** Administrators: whether the account requires 2-Step Verification, and how many users have it. */
export const getTwoFactorPolicy = async (
  deps: Pick<Deps, 'twoFactorRepository'>,
  principal: Principal,
): Promise<TwoFactorPolicyReply> => {
  const policy = await deps.twoFactorRepository.findPolicy(principal.accountId);
  if (!policy) throw new AppError('NOT_FOUND', accountMessages.notFound);
  return policy;
};

/**
 * Administrators turn the requirement on or off (decision 0040). Turning it on needs the administrator's own 2-Step
 * Verification first: otherwise the save would lock its author out of everything but the setup.
 */
export const setTwoFactorPolicy = async (
  deps: PolicyDeps,
  principal: Principal,
  requireTwoFactor: boolean,
  origin: RequestOrigin,
): Promise<TwoFactorPolicyReply> => {
  if (requireTwoFactor && (await secondFactorsOf(deps, principal.personId)).length === 0)
    throw new AppError('CONFLICT', twoFactorPolicyMessages.turnOnForYourselfFirst);
  await deps.database.db.transaction(async (tx) => {
    await deps.twoFactorRepository.setPolicy(principal.accountId, requireTwoFactor, tx);
    await recordSecurityEvent(
      deps,
      {
        type: 'two_factor_requirement_changed',
        personId: principal.personId,
        accountId: principal.accountId,
        email: principal.email,
        origin,
        detail: { requireTwoFactor },
      },
      tx,
    );
  });
  return getTwoFactorPolicy(deps, principal);
};
