import { destinationMessages } from '@psc/core/destinations/destinations.schemas';
import { AppError } from '@psc/core/shared/app-error';
import type { SimpleReply } from '@psc/core/shared/simple-reply.schemas';
import type { Deps } from '../../deps.ts';
import type { Principal } from '../../shared/principal.ts';

/**
 * DELETE /destination/userdefined/{id}. A destination that calculators use is never removed from under them: the
 * call is refused with their names (docs/decisions/0019-destinations-in-use.md).
 */
export const deleteUserDestination = async (
  deps: Pick<Deps, 'destinationsRepository'>,
  principal: Principal,
  destinationId: string,
): Promise<SimpleReply> => {
  const blocking = await deps.destinationsRepository.deleteOwnedUnlessUsed(
    principal.accountId,
    principal.personId,
    destinationId,
  );
  if (blocking === null) throw new AppError('NOT_FOUND', destinationMessages.notFound);
  if (blocking.length > 0) {
    const names = blocking.map((name) => (name.trim() === '' ? 'an unnamed calculator' : name)).join(', ');
    throw new AppError('CONFLICT', destinationMessages.inUse(blocking.length, names), {
      reason: 'destination_in_use',
      body: { calculators: blocking.length },
    });
  }
  return { success: true, message: destinationMessages.deleted };
};
