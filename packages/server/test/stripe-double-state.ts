import { randomBytes } from 'node:crypto';

/** An object the Stripe double keeps: a customer, an intent, a payment method, a product, a price or an event. */
export type StripeObject = Record<string, unknown> & { id: string };

export const newId = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

/** What the Stripe double remembers: its objects, the events it produced, the cards customers saved, its clock. */
export type StripeDoubleState = {
  objects: Map<string, StripeObject>;
  events: StripeObject[];
  cards: Map<string, { last4: string; brand: string }>;
  now: () => number;
  setClock: (now: () => number) => void;
  /** Records the event Stripe would send about `object` (a copy of it as it is now). */
  emit: (type: string, object: StripeObject) => StripeObject;
  /** A card saved for `customerId`, as Stripe.js leaves it after the customer typed it. */
  attachCard: (customerId: string, last4: string) => StripeObject;
};

export const createStripeDoubleState = (): StripeDoubleState => {
  const objects = new Map<string, StripeObject>();
  const events: StripeObject[] = [];
  const cards = new Map<string, { last4: string; brand: string }>();
  let clock = () => Math.floor(Date.now() / 1000);
  return {
    objects,
    events,
    cards,
    now: () => clock(),
    setClock: (now) => {
      clock = now;
    },
    emit: (type, object) => {
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
    },
    attachCard: (customerId, last4) => {
      const method = {
        id: newId('pm'),
        object: 'payment_method',
        type: 'card',
        customer: customerId,
        // Stripe gives the same card number the same fingerprint; the double's cards are told apart by last4.
        card: { brand: 'visa', last4, exp_month: 12, exp_year: 2034, fingerprint: `fp_${last4}` },
      };
      objects.set(method.id, method);
      cards.set(method.id, { last4, brand: 'visa' });
      return method;
    },
  };
};
