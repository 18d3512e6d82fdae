import { sessionRules } from '@psc/core/auth/session-rules';

/** The user counts as active when touched within the 600 s window plus the 60 s grace (§4, §9). */
export const isRecentlyActive = (nowMs: number, lastActivityMs: number): boolean =>
  nowMs - lastActivityMs <= sessionRules.activityWindowMs + sessionRules.activityGraceMs;

export type SessionCheckOutcome = 'keep' | 'refresh' | 'warn';

/** The 10-second check of §4 'Session'. */
export const decideSessionCheck = (
  nowMs: number,
  expiresAtMs: number,
  lastActivityMs: number,
): SessionCheckOutcome => {
  if (expiresAtMs - nowMs >= sessionRules.warningBeforeExpirySeconds * 1000) return 'keep';
  return isRecentlyActive(nowMs, lastActivityMs) ? 'refresh' : 'warn';
};

/** The countdown runs until the token expires, but never longer than the dialog's own limit. */
export const countdownDeadlineMs = (nowMs: number, expiresAtMs: number): number =>
  Math.min(expiresAtMs, nowMs + sessionRules.timeoutCountdownSeconds * 1000);
