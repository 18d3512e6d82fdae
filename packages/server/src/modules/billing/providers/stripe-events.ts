import type Stripe from 'stripe';
import type { Config } from '../../../config.ts';
import { ProviderWebhookError, type PaymentProvider, type ProviderEvent } from './payment-provider.ts';
import { toIntent, toSetupIntent } from './stripe-objects.ts';

const toEvent = (event: Stripe.Event): ProviderEvent => {
  const object = event.data.object as { object?: string; id?: string };
  if (object.object === 'payment_intent')
    return {
      id: event.id,
      type: event.type,
      created: event.created,
      object: { kind: 'payment_intent', intent: toIntent(object as Stripe.PaymentIntent) },
      payload: event,
    };
  if (object.object === 'setup_intent')
    return {
      id: event.id,
      type: event.type,
      created: event.created,
      object: { kind: 'setup_intent', intent: toSetupIntent(object as Stripe.SetupIntent) },
      payload: event,
    };
  return {
    id: event.id,
    type: event.type,
    created: event.created,
    object: { kind: 'other', id: object.id ?? null },
    payload: event,
  };
};

/** Stripe's events: a webhook's signature checked over its raw body, and the events since a moment (reconciliation). */
export const stripeEventCalls = (
  stripe: Stripe,
  settings: NonNullable<Config['stripe']>,
): Pick<PaymentProvider, 'verifyWebhook' | 'listEventsSince'> => ({
  verifyWebhook: (rawBody, signatureHeader) => {
    if (!signatureHeader) throw new ProviderWebhookError('No Stripe-Signature header');
    try {
      return toEvent(
        stripe.webhooks.constructEvent(
          rawBody,
          signatureHeader,
          settings.webhookSecret,
          settings.toleranceSeconds,
        ),
      );
    } catch (error) {
      throw new ProviderWebhookError(error instanceof Error ? error.message : 'Invalid signature');
    }
  },

  listEventsSince: async (createdAfter) => {
    const events: ProviderEvent[] = [];
    for await (const event of stripe.events.list({
      created: { gt: createdAfter },
      limit: 100,
      types: ['payment_intent.succeeded', 'payment_intent.payment_failed', 'setup_intent.succeeded'],
    })) {
      events.push(toEvent(event));
      if (events.length >= 1000) break;
    }
    return events.sort((left, right) => left.created - right.created);
  },
});
