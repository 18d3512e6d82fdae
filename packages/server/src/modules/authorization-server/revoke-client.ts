import { AppError } from '@psc/core/shared/app-error';
import { applicationMessages } from '@psc/core/authorization-server/authorization-request';
import type { Deps } from '../../deps.ts';

/** Withdraws an application: its secret stops working and every session it holds is revoked at once. */
export const revokeClient = async (
  deps: Pick<Deps, 'authorizationServerRepository' | 'clock'>,
  clientId: string,
): Promise<{ success: true; message: string }> => {
  const revoked = await deps.authorizationServerRepository.revokeClient(clientId, deps.clock.now());
  if (!revoked) throw new AppError('NOT_FOUND', applicationMessages.notFound);
  return { success: true, message: 'Application revoked' };
};
