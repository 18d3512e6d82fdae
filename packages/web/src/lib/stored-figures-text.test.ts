import { describe, expect, it } from 'vitest';
import { ApiError, sessionEndedMessage } from './api-client.ts';
import { storedFiguresNoticeText } from './stored-figures-text.ts';

const age = 'Nov 29, 2026 1:00, 5 mins ago';
const waiting = `Figures of your last visit (${age}); updating...`;
const text = (online: boolean, error: unknown) => storedFiguresNoticeText({ online, error }, age, waiting);

// Issue 48 items 9 and 11: the notice over stored figures names the real cause.
describe('the notice over the last visit’s figures', () => {
  it.each([
    ['online, the fresh figures on their way', true, null, waiting],
    [
      'offline: nothing is updating',
      false,
      null,
      `You are offline: these are the figures of your last visit (${age}).`,
    ],
    [
      'offline, with the failed refresh',
      false,
      new ApiError('The server could not be reached.', { status: 0 }),
      `You are offline: these are the figures of your last visit (${age}).`,
    ],
    [
      'no reply at all',
      true,
      new ApiError('The server could not be reached.', { status: 0 }),
      `PSC cannot be reached: these are the figures of your last visit (${age}).`,
    ],
    [
      'a 500: PSC was reached',
      true,
      new ApiError('Internal Server Error', { status: 500 }),
      `PSC could not send the fresh figures (Internal Server Error): these are the figures of your last visit (${age}).`,
    ],
    [
      'a 401: the session is over, beside its Token Expired dialog',
      true,
      new ApiError(sessionEndedMessage, { status: 401 }),
      `Your session is over: these are the figures of your last visit (${age}).`,
    ],
  ])('%s', (_case, online, error, expected) => {
    expect(text(online, error)).toBe(expected);
    if (error instanceof ApiError && error.status > 0)
      expect(text(online, error)).not.toContain('cannot be reached');
  });
});
