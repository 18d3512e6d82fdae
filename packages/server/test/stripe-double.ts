import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

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
type StripeObject = Record<string, unknown> & { id: string };

const newId = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

/** Stripe's form encoding ('metadata[purchaseId]=…') read back into nested objects. */
const nest = (flat: Record<string, string>): Record<string, unknown> => {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(flat)) {
    const parts = key.replace(/\]/g, '').split('[');
    let cursor = result;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) cursor[part] = value;
      else cursor = (cursor[part] ??= {}) as Record<string, unknown>;
    });
  }
  return result;
};

export const startStripeDouble = async () => {
  const requests: RecordedRequest[] = [];
  const idempotency = new Map<string, { hash: string; status: number; body: unknown }>();
  const objects = new Map<string, StripeObject>();
  const events: StripeObject[] = [];
  const cards = new Map<string, { last4: string; brand: string }>();
  let clock = () => Math.floor(Date.now() / 1000);

  const emit = (type: string, object: StripeObject): StripeObject => {
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: '2025-01-01',
      type,
      created: clock(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object) },
    };
    events.push(event);
    return event;
  };

  const cardError = (intent: StripeObject, message: string) => ({
    status: 402,
    body: {
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message,
        payment_intent: intent,
      },
    },
  });

  const handle = (
    method: string,
    path: string,
    params: Record<string, string>,
  ): { status: number; body: unknown } => {
    const body = nest(params);
    const segments = path.split('/').filter(Boolean).slice(1);
    const [resource, id, action] = segments;
    const notFound = {
      status: 404,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such ${resource}: '${id}'`,
        },
      },
    };
    const find = (key: string | undefined) => (key ? objects.get(key) : undefined);

    if (resource === 'customers' && method === 'POST' && !id) {
      const customer = {
        id: newId('cus'),
        object: 'customer',
        email: body.email ?? null,
        name: body.name ?? null,
        metadata: body.metadata ?? {},
        invoice_settings: { default_payment_method: null },
      };
      objects.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (resource === 'customers' && id) {
      const customer = find(id);
      if (!customer) return notFound;
      if (method === 'POST') {
        const settings = (body.invoice_settings ?? {}) as Record<string, unknown>;
        customer.invoice_settings = { default_payment_method: settings.default_payment_method ?? null };
      }
      return { status: 200, body: customer };
    }
    if (resource === 'payment_intents' && method === 'POST' && !id) {
      const intent: StripeObject = {
        id: newId('pi'),
        object: 'payment_intent',
        amount: Number(body.amount),
        currency: body.currency,
        customer: body.customer ?? null,
        description: body.description ?? null,
        metadata: body.metadata ?? {},
        payment_method: body.payment_method ?? null,
        status: 'requires_payment_method',
        last_payment_error: null,
        created: clock(),
      };
      intent.client_secret = `${intent.id}_secret_${randomBytes(8).toString('hex')}`;
      objects.set(intent.id, intent);
      if (body.confirm === 'true') {
        const card = cards.get(String(body.payment_method));
        if (!card || card.last4 === '0002') {
          Object.assign(intent, {
            status: 'requires_payment_method',
            last_payment_error: { code: 'card_declined', message: 'Your card was declined.' },
          });
          emit('payment_intent.payment_failed', intent);
          return cardError(intent, 'Your card was declined.');
        }
        intent.status = 'succeeded';
        emit('payment_intent.succeeded', intent);
      }
      return { status: 200, body: intent };
    }
    if (resource === 'payment_intents' && id) {
      const intent = find(id);
      if (!intent) return notFound;
      if (method === 'POST' && action === 'cancel') {
        if (intent.status === 'succeeded')
          return {
            status: 400,
            body: {
              error: {
                type: 'invalid_request_error',
                code: 'payment_intent_unexpected_state',
                message: 'This PaymentIntent has already succeeded.',
              },
            },
          };
        intent.status = 'canceled';
        emit('payment_intent.canceled', intent);
      }
      return { status: 200, body: intent };
    }
    if (resource === 'setup_intents' && method === 'POST' && !id) {
      const intent = {
        id: newId('seti'),
        object: 'setup_intent',
        customer: body.customer ?? null,
        status: 'requires_payment_method',
        payment_method: null,
        usage: body.usage ?? 'off_session',
      } as StripeObject;
      intent.client_secret = `${intent.id}_secret_${randomBytes(8).toString('hex')}`;
      objects.set(intent.id, intent);
      return { status: 200, body: intent };
    }
    if (resource === 'payment_methods' && method === 'GET' && !id) {
      const data = [...objects.values()].filter(
        (object) => object.object === 'payment_method' && object.customer === params.customer,
      );
      return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/payment_methods' } };
    }
    if (resource === 'payment_methods' && id && action === 'detach') {
      const method = find(id);
      if (!method) return notFound;
      method.customer = null;
      return { status: 200, body: method };
    }
    if (resource === 'events' && method === 'GET') {
      const after = Number(params['created[gt]'] ?? 0);
      const data = events.filter((event) => Number(event.created) > after).reverse();
      return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/events' } };
    }
    if (resource === 'products' && method === 'POST') {
      const product = {
        id: newId('prod'),
        object: 'product',
        name: body.name,
        metadata: body.metadata ?? {},
      };
      objects.set(product.id, product);
      return { status: 200, body: product };
    }
    if (resource === 'prices' && method === 'POST') {
      const price = { id: newId('price'), object: 'price', active: true, ...body };
      objects.set(price.id, price);
      return { status: 200, body: price };
    }
    if (resource === 'prices' && method === 'GET') {
      return {
        status: 200,
        body: {
          object: 'list',
          data: [...objects.values()].filter((object) => object.object === 'price'),
          has_more: false,
          url: '/v1/prices',
        },
      };
    }
    return {
      status: 404,
      body: {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` },
      },
    };
  };

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

  const attachCard = (customerId: string, last4: string) => {
    const method = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      customer: customerId,
      card: { brand: 'visa', last4, exp_month: 12, exp_year: 2034 },
    };
    objects.set(method.id, method);
    cards.set(method.id, { last4, brand: 'visa' });
    return method;
  };

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    events,
    objects,
    setClock: (now: () => number) => {
      clock = now;
    },
    /** What Stripe.js's confirmCardPayment does for the customer: the card is saved and the intent succeeds. */
    customerPays: (intentId: string, last4 = '4242') => {
      const intent = objects.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      const method = attachCard(String(intent.customer), last4);
      const customer = objects.get(String(intent.customer));
      if (
        customer &&
        (customer.invoice_settings as { default_payment_method: string | null }).default_payment_method ===
          null
      )
        customer.invoice_settings = { default_payment_method: method.id };
      Object.assign(intent, { status: 'succeeded', payment_method: method.id, last_payment_error: null });
      return emit('payment_intent.succeeded', intent);
    },
    customerIsDeclined: (intentId: string) => {
      const intent = objects.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      Object.assign(intent, {
        status: 'requires_payment_method',
        last_payment_error: { code: 'card_declined', message: 'Your card was declined.' },
      });
      return emit('payment_intent.payment_failed', intent);
    },
    /** What confirmCardSetup does: the card is attached and the setup intent succeeds. */
    customerSavesCard: (setupIntentId: string, last4 = '4444') => {
      const intent = objects.get(setupIntentId);
      if (!intent) throw new Error(`no setup intent ${setupIntentId}`);
      const method = attachCard(String(intent.customer), last4);
      Object.assign(intent, { status: 'succeeded', payment_method: method.id });
      return emit('setup_intent.succeeded', intent);
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
