import type { Deps } from '../../deps.ts';
import { recordSecurityEvent, type RequestOrigin } from '../security-events/record-security-event.ts';

/**
 * Counts a failed password or code for a known person. From the threshold on, the account locks for a period
 * that doubles with every further failure (60 s, 120 s, … up to LOCKOUT_MAX_SECONDS). The reply stays
 * 'Bad credentials', so the lock tells an attacker nothing.
 */
export const recordSignInFailure = async (
  deps: Pick<Deps, 'authRepository' | 'securityEventsRepository' | 'clock' | 'config'>,
  person: { personId: string; accountId: string; email: string },
  origin: RequestOrigin,
): Promise<void> => {
  const failures = await deps.authRepository.incrementFailedSignIns(person.personId);
  const { threshold, baseSeconds, maxSeconds } = deps.config.lockout;
  if (failures < threshold) return;
  const seconds = Math.min(maxSeconds, baseSeconds * 2 ** Math.min(30, failures - threshold));
  const until = new Date(deps.clock.now().getTime() + seconds * 1000);
  await deps.authRepository.lockUntil(person.personId, until);
  await recordSecurityEvent(deps, {
    type: 'account_locked',
    ...person,
    origin,
    detail: { failures, lockedSeconds: seconds },
  });
};
