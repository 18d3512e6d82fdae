import type { Deps } from '../../deps.ts';

/** A day of grace, so a replay arriving just after expiry still finds its token and is told apart from garbage. */
const graceMs = 86_400_000;

/**
 * Hourly housekeeping: every refresh adds two token rows, so without this the tokens table only grows. Removes
 * tokens and authorization codes a day after they expire and sessions a day after they end (docs/decisions/0039).
 */
export const purgeEndedSessions = (deps: Pick<Deps, 'authRepository' | 'clock'>) =>
  deps.authRepository.purgeEnded(new Date(deps.clock.now().getTime() - graceMs));
