import { destinationMessages } from '@psc/core/destinations/destinations.schemas';
import { isApiError, readReplyField } from '#lib/api-client.ts';

/**
 * §8's failure texts, except for a destination still in use: that is a rule, not a server error, and the server's
 * message says which calculators use it and what to do.
 */
export const deleteFailure = (error: unknown): string => {
  if (isApiError(error) && readReplyField(error.body, 'reason') === 'destination_in_use')
    return error.message;
  return isApiError(error) && error.status >= 400 && error.status < 500
    ? `${destinationMessages.deleteServerFailed}: ${error.message}`
    : destinationMessages.deleteFailed;
};
