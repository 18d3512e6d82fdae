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

/**
 * PUT /destination/userdefined: the full form with the id; calculators using it are priced with the new values. §7
 * lists no premiumCostAsString for this call, so leaving it out keeps the stored premium.
 */
export const updateUserDestination = async (
  deps: Pick<Deps, 'destinationsRepository' | 'referenceData' | 'currentMarketData'>,
  principal: Principal,
  body: unknown,
): Promise<SimpleReply> => {
  const request = parseBody(updateUserDestinationRequestSchema, body);
  const { premiumCost, ...values } = await checkUserDestination(deps, request);
  // The premium prices calculators (docs/decisions/0021): a form that does not send it keeps it; '' removes it.
  const changes = request.premiumCostAsString === undefined ? values : { ...values, premiumCost };
  if (
    !(await deps.destinationsRepository.updateOwned(
      principal.accountId,
      principal.personId,
      request.id,
      changes,
    ))
  )
    throw new AppError('NOT_FOUND', destinationMessages.notFound);
  return { success: true, message: destinationMessages.updated };
};
