import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { answerStripeCall } from './stripe-double-resources.ts';
import { createStripeDoubleState, newId } from './stripe-double-state.ts';

/**
 * A local double of the Stripe endpoints PSC calls: it keeps objects in memory, records every request and honours
 * Idempotency-Key as Stripe does (same key and parameters: the stored reply; same key, other parameters: an error).
 * Test controls play the customer (paying, declining) and produce the events Stripe would send.
 */
export type RecordedRequest = {
  method: string;
  path: string;
  idempotencyKey: string | null;
  params: Record<string, string>;
  replayed: boolean;
};

export const startStripeDouble = async () => {
  const requests: RecordedRequest[] = [];
  const idempotency = new Map<string, { hash: string; status: number; body: unknown }>();
  const state = createStripeDoubleState();
  const { objects, events } = state;
  const handle = (method: string, path: string, params: Record<string, string>) =>
    answerStripeCall(state, method, path, params);

  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (text += chunk));
      request.on('end', () => resolve(text));
    });

  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://double');
      const text = await readBody(request);
      const params = Object.fromEntries(new URLSearchParams(request.method === 'GET' ? url.search : text));
      const key =
        typeof request.headers['idempotency-key'] === 'string' ? request.headers['idempotency-key'] : null;
      const method = request.method ?? 'GET';
      let result: { status: number; body: unknown };
      let replayed = false;
      if (method === 'POST' && key) {
        const hash = createHash('sha256')
          .update(`${url.pathname}?${JSON.stringify(Object.entries(params).sort())}`)
          .digest('hex');
        const stored = idempotency.get(key);
        if (stored && stored.hash !== hash) {
          result = {
            status: 400,
            body: {
              error: {
                type: 'idempotency_error',
                message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
              },
            },
          };
        } else if (stored) {
          result = { status: stored.status, body: stored.body };
          replayed = true;
        } else {
          result = handle(method, url.pathname, params);
          idempotency.set(key, { hash, status: result.status, body: structuredClone(result.body) });
        }
      } else {
        result = handle(method, url.pathname, params);
      }
      requests.push({ method, path: url.pathname, idempotencyKey: key, params, replayed });
      response.writeHead(result.status, {
        'Content-Type': 'application/json',
        'Request-Id': newId('req'),
        ...(replayed ? { 'Idempotent-Replayed': 'true' } : {}),
      });
      response.end(JSON.stringify(result.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    events,
    objects,
    setClock: state.setClock,
    /**
     * What Stripe.js's confirmCardPayment does for the customer: the card is attached (setup_future_usage) and the
     * intent succeeds. As at Stripe, nothing makes it the customer's default: that is the caller's to do.
     */
    customerPays: (intentId: string, last4 = '4242') => {
      const intent = objects.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      const method = state.attachCard(String(intent.customer), last4);
      Object.assign(intent, { status: 'succeeded', payment_method: method.id, last_payment_error: null });
      return state.emit('payment_intent.succeeded', intent);
    },
    customerIsDeclined: (intentId: string) => {
      const intent = objects.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      Object.assign(intent, {
        status: 'requires_payment_method',
        last_payment_error: { code: 'card_declined', message: 'Your card was declined.' },
      });
      return state.emit('payment_intent.payment_failed', intent);
    },
    /** What confirmCardSetup does: the card is attached and the setup intent succeeds. */
    customerSavesCard: (setupIntentId: string, last4 = '4444') => {
      const intent = objects.get(setupIntentId);
      if (!intent) throw new Error(`no setup intent ${setupIntentId}`);
      const method = state.attachCard(String(intent.customer), last4);
      Object.assign(intent, { status: 'succeeded', payment_method: method.id });
      return state.emit('setup_intent.succeeded', intent);
    },
    /** A signed delivery, as Stripe sends it. */
    sign: (payload: string, secret: string, timestamp?: number) =>
      Stripe.webhooks.generateTestHeaderString({
        payload,
        secret,
        ...(timestamp === undefined ? {} : { timestamp }),
      }),
    createdIntents: () =>
      requests.filter(
        (request) => request.method === 'POST' && request.path === '/v1/payment_intents' && !request.replayed,
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type StripeDouble = Awaited<ReturnType<typeof startStripeDouble>>;
