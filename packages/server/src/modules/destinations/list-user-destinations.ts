import type { UserDestinationReply } from '@psc/core/destinations/destinations.schemas';
import type { Deps } from '../../deps.ts';
import type { Principal } from '../../shared/principal.ts';
import { toUserDestinationReply } from './to-user-destination-reply.ts';

export const listUserDestinations = async (
  deps: Pick<Deps, 'destinationsRepository' | 'referenceData'>,
  principal: Principal,
): Promise<UserDestinationReply[]> => {
  const rows = await deps.destinationsRepository.listOwned(principal.accountId, principal.personId);
  return rows.map((row) => toUserDestinationReply(deps.referenceData, row.destination, row.calculatorCount));
};
