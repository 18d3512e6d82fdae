import {
  createUserDestinationRequestSchema,
  destinationMessages,
} from '@psc/core/destinations/destinations.schemas';
import type { Deps } from '../../deps.ts';
import type { Principal } from '../../shared/principal.ts';
import { parseBody } from '../../shared/parse-body.ts';
import { checkUserDestination } from './check-user-destination.ts';

/** POST /destination/userdefined (short or full form); answers success and message, plus the new id. */
export const createUserDestination = async (
  deps: Pick<Deps, 'destinationsRepository' | 'referenceData' | 'currentMarketData' | 'clock'>,
  principal: Principal,
  body: unknown,
) => {
  const request = parseBody(createUserDestinationRequestSchema, body);
  const values = await checkUserDestination(deps, request);
  const id = await deps.destinationsRepository.insert(
    principal.accountId,
    principal.personId,
    values,
    deps.clock.now(),
  );
  return { success: true, message: destinationMessages.created, id };
};
