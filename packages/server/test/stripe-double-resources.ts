import { randomBytes } from 'node:crypto';
import { newId, type StripeDoubleState, type StripeObject } from './stripe-double-state.ts';

/** One call to the Stripe double, read: `/v1/<resource>/<id>/<action>`, the form body nested. */
export type StripeCall = {
  method: string;
  path: string;
  resource: string | undefined;
  id: string | undefined;
  action: string | undefined;
  body: Record<string, unknown>;
  params: Record<string, string>;
};

export type StripeReply = { status: number; body: unknown };

/** Answers `call` if it is about this resource, else undefined (another resource's turn). */
type Resource = (state: StripeDoubleState, call: StripeCall) => StripeReply | undefined;

const notFound = ({ resource, id }: StripeCall): StripeReply => ({
  status: 404,
  body: {
    error: {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such ${resource}: '${id}'`,
    },
  },
});

const list = (data: unknown[], url: string): StripeReply => ({
  status: 200,
  body: { object: 'list', data, has_more: false, url },
});

const clientSecret = (id: string) => `${id}_secret_${randomBytes(8).toString('hex')}`;

const customers: Resource = ({ objects }, call) => {
  const { resource, method, id, body } = call;
  if (resource !== 'customers') return undefined;
  if (method === 'POST' && !id) {
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
  if (!id) return undefined;
  const customer = objects.get(id);
  if (!customer) return notFound(call);
  if (method === 'POST') {
    const settings = (body.invoice_settings ?? {}) as Record<string, unknown>;
    customer.invoice_settings = { default_payment_method: settings.default_payment_method ?? null };
  }
  return { status: 200, body: customer };
};

const cardDeclined = (intent: StripeObject): StripeReply => ({
  status: 402,
  body: {
    error: {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
      payment_intent: intent,
    },
  },
});

/** A new payment intent, confirmed at once when asked (a saved card paying off-session). */
const createPaymentIntent = (state: StripeDoubleState, body: Record<string, unknown>): StripeReply => {
  const id = newId('pi');
  const intent: StripeObject = {
    id,
    object: 'payment_intent',
    amount: Number(body.amount),
    currency: body.currency,
    customer: body.customer ?? null,
    description: body.description ?? null,
    metadata: body.metadata ?? {},
    payment_method: body.payment_method ?? null,
    status: 'requires_payment_method',
    last_payment_error: null,
    created: state.now(),
    client_secret: clientSecret(id),
  };
  state.objects.set(id, intent);
  if (body.confirm !== 'true') return { status: 200, body: intent };
  const card = state.cards.get(String(body.payment_method));
  if (!card || card.last4 === '0002') {
    Object.assign(intent, {
      status: 'requires_payment_method',
      last_payment_error: { code: 'card_declined', message: 'Your card was declined.' },
    });
    state.emit('payment_intent.payment_failed', intent);
    return cardDeclined(intent);
  }
  intent.status = 'succeeded';
  state.emit('payment_intent.succeeded', intent);
  return { status: 200, body: intent };
};

const paymentIntents: Resource = (state, call) => {
  const { resource, method, id, action, body } = call;
  if (resource !== 'payment_intents') return undefined;
  if (method === 'POST' && !id) return createPaymentIntent(state, body);
  if (!id) return undefined;
  const intent = state.objects.get(id);
  if (!intent) return notFound(call);
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
    state.emit('payment_intent.canceled', intent);
  }
  return { status: 200, body: intent };
};

const setupIntents: Resource = ({ objects }, { resource, method, id, body }) => {
  if (resource !== 'setup_intents' || method !== 'POST' || id) return undefined;
  const intentId = newId('seti');
  const intent: StripeObject = {
    id: intentId,
    object: 'setup_intent',
    customer: body.customer ?? null,
    status: 'requires_payment_method',
    payment_method: null,
    usage: body.usage ?? 'off_session',
    client_secret: clientSecret(intentId),
  };
  objects.set(intentId, intent);
  return { status: 200, body: intent };
};

const paymentMethods: Resource = ({ objects }, call) => {
  const { resource, method, id, action, params } = call;
  if (resource !== 'payment_methods') return undefined;
  if (method === 'GET' && !id)
    return list(
      [...objects.values()].filter(
        (object) => object.object === 'payment_method' && object.customer === params.customer,
      ),
      '/v1/payment_methods',
    );
  if (!id || action !== 'detach') return undefined;
  const paymentMethod = objects.get(id);
  if (!paymentMethod) return notFound(call);
  paymentMethod.customer = null;
  return { status: 200, body: paymentMethod };
};

const events: Resource = (state, { resource, method, params }) => {
  if (resource !== 'events' || method !== 'GET') return undefined;
  const after = Number(params['created[gt]'] ?? 0);
  return list(state.events.filter((event) => Number(event.created) > after).reverse(), '/v1/events');
};

const catalogue: Resource = ({ objects }, { resource, method, body }) => {
  if (resource === 'products' && method === 'POST') {
    const product = { id: newId('prod'), object: 'product', name: body.name, metadata: body.metadata ?? {} };
    objects.set(product.id, product);
    return { status: 200, body: product };
  }
  if (resource === 'prices' && method === 'POST') {
    const price = { id: newId('price'), object: 'price', active: true, ...body };
    objects.set(price.id, price);
    return { status: 200, body: price };
  }
  if (resource === 'prices' && method === 'GET')
    return list(
      [...objects.values()].filter((object) => object.object === 'price'),
      '/v1/prices',
    );
  return undefined;
};

const resources: readonly Resource[] = [
  customers,
  paymentIntents,
  setupIntents,
  paymentMethods,
  events,
  catalogue,
];

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

/** Answers one call as Stripe would, from the double's memory. */
export const answerStripeCall = (
  state: StripeDoubleState,
  method: string,
  path: string,
  params: Record<string, string>,
): StripeReply => {
  const [resource, id, action] = path.split('/').filter(Boolean).slice(1);
  const call: StripeCall = { method, path, resource, id, action, body: nest(params), params };
  for (const resource of resources) {
    const reply = resource(state, call);
    if (reply !== undefined) return reply;
  }
  return {
    status: 404,
    body: {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` },
    },
  };
};
