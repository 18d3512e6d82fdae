import {
  destinationMessages,
  updateUserDestinationRequestSchema,
} from '@psc/core/destinations/destinations.schemas';
import { AppError } from '@psc/core/shared/app-error';
import type { SimpleReply } from '@psc/core/shared/simple-reply.schemas';
import type { Deps } from '../../deps.ts';
import type { Principal } from '../../shared/principal.ts';
import { parseBody } from '../../shared/parse-body.ts';
import { checkUserDestination } from './check-user-destination.ts';

/** PUT /destination/userdefined: the full form with the id; calculators using it are priced with the new values. */
export const updateUserDestination = async (
  deps: Pick<Deps, 'destinationsRepository' | 'referenceData' | 'currentMarketData'>,
  principal: Principal,
  body: unknown,
): Promise<SimpleReply> => {
  const request = parseBody(updateUserDestinationRequestSchema, body);
  const values = await checkUserDestination(deps, request);
  if (
    !(await deps.destinationsRepository.updateOwned(
      principal.accountId,
      principal.personId,
      request.id,
      values,
    ))
  )
    throw new AppError('NOT_FOUND', 'Destination not found');
  return { success: true, message: destinationMessages.updated };
};
