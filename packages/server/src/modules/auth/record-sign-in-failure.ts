import type { Deps } from '../../deps.ts';
import { recordSecurityEvent, type RequestOrigin } from '../security-events/record-security-event.ts';

/**
 * Counts a failed password or code at one e-mail address from anywhere, known or unknown, so the two cannot be
 * told apart. From LOCKOUT_THRESHOLD failures within the sign-in window on, every sign-in at that address must
 * carry a solved captcha, from every network address; nobody is refused (docs/decisions/0026). A known person's
 * failures also add up in their record, for the administrator's unlock.
 */
export const recordSignInFailure = async (
  deps: Pick<Deps, 'authRepository' | 'securityEventsRepository' | 'rateLimiter' | 'config' | 'clock'>,
  email: string,
  person: { personId: string; accountId: string } | null,
  origin: RequestOrigin,
): Promise<void> => {
  const { windowSeconds } = deps.config.loginLimits;
  const { count } = await deps.rateLimiter.hit(
    signInFailuresKey(email),
    Number.MAX_SAFE_INTEGER,
    windowSeconds,
  );
  // The same counting statement for an unknown address, matching no row: the database work, and so the reply's
  // timing, does not tell a real address from an unknown one (issue 12 item 10).
  await deps.authRepository.incrementFailedSignIns(person?.personId ?? nobody);
  if (count !== deps.config.lockout.threshold) return;
  await recordSecurityEvent(deps, {
    type: 'sign_in_captcha_escalated',
    email,
    accountId: person?.accountId ?? null,
    personId: person?.personId ?? null,
    origin,
    detail: { failures: count, windowSeconds },
  });
};

export const signInFailuresKey = (email: string) => `login:failures:${email}`;

const nobody = '00000000-0000-0000-0000-000000000000';
