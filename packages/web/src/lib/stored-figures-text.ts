import { isApiError } from './api-client.ts';

/**
 * What the notice over the last visit's figures says (issue 48 items 9 and 11): offline, nothing is being updated;
 * a server that answered with a refusal or a failure was reached, so it is not 'cannot be reached'; a session that
 * is over has its own dialog ('Token Expired'), and the notice says only that.
 */
export const storedFiguresNoticeText = (
  state: { online: boolean; error: unknown },
  age: string,
  waitingText: string,
): string => {
  const { online, error } = state;
  if (!online) return `You are offline: these are the figures of your last visit (${age}).`;
  if (error === null || error === undefined) return waitingText;
  if (isApiError(error) && error.status === 401)
    return `Your session is over: these are the figures of your last visit (${age}).`;
  if (isApiError(error) && error.status > 0)
    return `PSC could not send the fresh figures (${error.message}): these are the figures of your last visit (${age}).`;
  return `PSC cannot be reached: these are the figures of your last visit (${age}).`;
};
