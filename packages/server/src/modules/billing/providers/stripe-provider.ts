import Stripe from 'stripe';
import type { Config } from '../../../config.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { stripeCatalogueCalls } from './stripe-catalogue.ts';
import { stripeEventCalls } from './stripe-events.ts';
import { idOf, toIntent, toSetupIntent } from './stripe-objects.ts';

type StripeSettings = NonNullable<Config['stripe']>;

/**
 * Stripe through its official SDK. `apiUrl` points the SDK elsewhere (the local double the tests run).
 * Every write passes our idempotency key; the SDK's own retries reuse it.
 */
export const createStripeProvider = (settings: StripeSettings): PaymentProvider => {
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(settings.apiUrl
      ? {
          host: settings.apiUrl.hostname,
          port: Number(settings.apiUrl.port || (settings.apiUrl.protocol === 'https:' ? 443 : 80)),
          protocol: settings.apiUrl.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });

  return {
    kind: 'stripe',
    publishableKey: settings.publishableKey,

    createCustomer: async (input, idempotencyKey) => {
      const customer = await stripe.customers.create(
        { email: input.email ?? undefined, name: input.name, metadata: { accountId: input.accountId } },
        { idempotencyKey },
      );
      return customer.id;
    },

    createPaymentIntent: async (input, idempotencyKey) =>
      toIntent(
        await stripe.paymentIntents.create(
          {
            amount: input.amount,
            currency: input.currency.toLowerCase(),
            customer: input.customerId,
            description: input.description,
            metadata: input.metadata,
            allowed_payment_method_types: ['card'],
            // The card paid with becomes the card renewals are charged to.
            setup_future_usage: 'off_session',
          },
          { idempotencyKey },
        ),
      ),

    retrievePaymentIntent: async (id) => toIntent(await stripe.paymentIntents.retrieve(id)),

    cancelPaymentIntent: async (id, idempotencyKey) => {
      await stripe.paymentIntents.cancel(id, {}, { idempotencyKey });
    },

    refundPaymentIntent: async (id, idempotencyKey) => {
      await stripe.refunds.create({ payment_intent: id }, { idempotencyKey });
    },

    chargeSavedCard: async (input, idempotencyKey) => {
      try {
        return toIntent(
          await stripe.paymentIntents.create(
            {
              amount: input.amount,
              currency: input.currency.toLowerCase(),
              customer: input.customerId,
              payment_method: input.paymentMethodId,
              description: input.description,
              metadata: input.metadata,
              off_session: true,
              confirm: true,
            },
            { idempotencyKey },
          ),
        );
      } catch (error) {
        // A declined off-session charge is an answer, not a failure: the intent carries the decline.
        const intent = (error as { raw?: { payment_intent?: Stripe.PaymentIntent } }).raw?.payment_intent;
        if (intent) return toIntent(intent);
        throw error;
      }
    },

    createSetupIntent: async (customerId, idempotencyKey) =>
      toSetupIntent(
        await stripe.setupIntents.create(
          { customer: customerId, allowed_payment_method_types: ['card'], usage: 'off_session' },
          { idempotencyKey },
        ),
      ),

    listCards: async (customerId) => {
      const [customer, methods] = await Promise.all([
        stripe.customers.retrieve(customerId),
        stripe.paymentMethods.list({ customer: customerId, type: 'card', limit: 100 }),
      ]);
      const defaultCardId =
        'deleted' in customer && customer.deleted
          ? null
          : idOf((customer as Stripe.Customer).invoice_settings?.default_payment_method ?? null);
      return {
        defaultCardId,
        cards: methods.data.map((method) => ({
          id: method.id,
          brand: method.card?.brand ?? 'card',
          last4: method.card?.last4 ?? '????',
          expiryMonth: method.card?.exp_month ?? 0,
          expiryYear: method.card?.exp_year ?? 0,
          fingerprint: method.card?.fingerprint ?? null,
        })),
      };
    },

    setDefaultCard: async (customerId, cardId, idempotencyKey) => {
      await stripe.customers.update(
        customerId,
        { invoice_settings: { default_payment_method: cardId } },
        { idempotencyKey },
      );
    },

    detachCard: async (_customerId, cardId, idempotencyKey) => {
      await stripe.paymentMethods.detach(cardId, {}, { idempotencyKey });
    },

    ...stripeEventCalls(stripe, settings),
    ...stripeCatalogueCalls(stripe),
  };
};
