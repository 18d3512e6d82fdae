import type { Deps } from '../../deps.ts';
import { purgeExpiredPasskeyChallenges } from '../passkeys/passkey-challenges.ts';

/** A day of grace, so a replay arriving just after expiry still finds its token and is told apart from garbage. */
const graceMs = 86_400_000;

/**
 * Hourly housekeeping: every refresh adds two token rows, so without this the tokens table only grows. Removes
 * tokens and authorization codes a day after they expire, sessions a day after they end (docs/decisions/0039)
 * and passkey challenges once expired.
 */
export const purgeEndedSessions = async (
  deps: Pick<Deps, 'authRepository' | 'passkeysRepository' | 'clock'>,
) => {
  const now = deps.clock.now();
  // Unanswered passkey challenges (decision 0044): anyone may ask for a sign-in challenge, so they must not pile up.
  await purgeExpiredPasskeyChallenges(deps, now);
  return deps.authRepository.purgeEnded(new Date(now.getTime() - graceMs));
};
