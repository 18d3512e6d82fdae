import { isApiError, readReplyField } from '#lib/api-client.ts';
import type { Translate } from '#lib/i18n/use-messages.ts';

/**
 * §8's failure texts, except for a destination still in use: that is a rule, not a server error, and the server's
 * message says which calculators use it and what to do. Said in the reader's language (English: §8's words).
 */
export const deleteFailure = (t: Translate, error: unknown): string => {
  if (isApiError(error) && readReplyField(error.body, 'reason') === 'destination_in_use')
    return error.message;
  return isApiError(error) && error.status >= 400 && error.status < 500
    ? t('destinations.deleteServerFailed', { message: error.message })
    : t('destinations.deleteFailed');
};
