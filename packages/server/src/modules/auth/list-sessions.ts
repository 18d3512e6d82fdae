import type { SessionReply } from '@psc/core/auth/sessions.schemas';
import type { Deps } from '../../deps.ts';
import type { Principal } from '../../shared/principal.ts';
import { describeDevice } from './describe-device.ts';

/** My Profile's session list: the caller's own open sessions, newest activity first. */
export const listSessions = async (
  deps: Pick<Deps, 'authRepository' | 'clock'>,
  principal: Principal,
): Promise<SessionReply[]> => {
  const families = await deps.authRepository.listOpenFamiliesOfPerson(principal.personId, deps.clock.now());
  return families.map((family) => ({
    id: family.id,
    current: family.id === principal.familyId,
    kind: family.applicationName === null ? 'browser' : 'application',
    applicationName: family.applicationName,
    device: describeDevice(family.userAgent),
    ipAddress: family.ipAddress,
    signedInAt: family.createdAt.toISOString(),
    lastActiveAt: (family.lastTokenAt ?? family.createdAt).toISOString(),
    expiresAt: family.absoluteExpiresAt.toISOString(),
  }));
};
