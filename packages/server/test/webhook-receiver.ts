import { Webhook } from 'standardwebhooks';
import { vi } from 'vitest';
import type { Received } from './chat-doubles.ts';
import type { TestApp } from './test-app.ts';

/**
 * Checks a request as a customer's receiver would, with the standardwebhooks library (not our code); its tolerance
 * of five minutes is judged at the test clock's time, the time the request was signed.
 */
export const verifiesAsReceiver = (t: TestApp, secret: string, request: Received | undefined): boolean => {
  if (request === undefined) return false;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(t.clock.now());
  try {
    new Webhook(secret).verify(request.body, {
      'webhook-id': String(request.headers['webhook-id']),
      'webhook-timestamp': String(request.headers['webhook-timestamp']),
      'webhook-signature': String(request.headers['webhook-signature']),
    });
    return true;
  } catch {
    return false;
  } finally {
    vi.useRealTimers();
  }
};
