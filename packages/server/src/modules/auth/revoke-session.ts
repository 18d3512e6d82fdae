import type { Database } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';

/** Revokes one token family: its access and refresh tokens stop working on every instance at the next request. */
export const revokeSession = async (
  deps: Pick<Deps, 'authRepository' | 'clock'>,
  familyId: string,
  reason: string,
  executor?: Database,
): Promise<void> => deps.authRepository.revokeFamily(familyId, reason, deps.clock.now(), executor);

/** Every session of a person but one (a password change keeps the session that made it); answers how many ended. */
export const revokeOtherSessions = (
  deps: Pick<Deps, 'authRepository' | 'clock'>,
  personId: string,
  keepFamilyId: string,
  reason: string,
  executor?: Database,
): Promise<number> =>
  deps.authRepository.revokeOtherFamiliesOfPerson(personId, keepFamilyId, reason, deps.clock.now(), executor);

/** A password reset by e-mail: every session ends and the failed sign-ins the attacker may have caused are cleared. */
export const revokeAllSessionsAfterReset = async (
  deps: Pick<Deps, 'authRepository' | 'clock'>,
  personId: string,
  executor: Database,
): Promise<void> => {
  await deps.authRepository.revokeAllFamiliesOfPerson(personId, 'password_reset', deps.clock.now(), executor);
  await deps.authRepository.clearFailedSignIns(personId, executor);
};
