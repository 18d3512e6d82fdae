import type { Database } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';

/** Revokes one token family: its access and refresh tokens stop working on every instance at the next request. */
export const revokeSession = async (
  deps: Pick<Deps, 'authRepository' | 'clock'>,
  familyId: string,
  reason: string,
  executor?: Database,
): Promise<void> => deps.authRepository.revokeFamily(familyId, reason, deps.clock.now(), executor);
