import Stripe from 'stripe';
import type { Config } from '../../config.ts';
import {
  ProviderWebhookError,
  type PaymentIntentStatus,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderPaymentIntent,
  type ProviderSetupIntent,
} from './payment-provider.ts';

type StripeSettings = NonNullable<Config['stripe']>;

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

const toIntent = (intent: Stripe.PaymentIntent): ProviderPaymentIntent => ({
  id: intent.id,
  clientSecret: intent.client_secret,
  status: intent.status as PaymentIntentStatus,
  amount: intent.amount,
  currency: intent.currency.toUpperCase(),
  customerId: idOf(intent.customer),
  paymentMethodId: idOf(intent.payment_method),
  metadata: { ...(intent.metadata ?? {}) },
  lastErrorMessage: intent.last_payment_error?.message ?? null,
});

const toSetupIntent = (intent: Stripe.SetupIntent): ProviderSetupIntent => ({
  id: intent.id,
  clientSecret: intent.client_secret,
  status: intent.status,
  customerId: idOf(intent.customer),
  paymentMethodId: idOf(intent.payment_method),
});

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

    pushCatalogue: async (catalogue) => {
      const products = new Map<string, string>();
      const created: { lookupKey: string; providerPriceId: string }[] = [];
      for (const price of catalogue) {
        let productId = products.get(price.productName);
        if (!productId) {
          const product = await stripe.products.create(
            { name: price.productName, metadata: { psc: price.productName } },
            { idempotencyKey: `product:${price.productName}` },
          );
          productId = product.id;
          products.set(price.productName, productId);
        }
        const tiers = price.tiers.map((tier) => ({
          up_to: tier.upTo ?? ('inf' as const),
          flat_amount: tier.flatAmount,
          unit_amount: tier.unitAmount,
        }));
        const stripePrice = await stripe.prices.create(
          {
            product: productId,
            currency: price.currency.toLowerCase(),
            recurring: { interval: price.interval },
            billing_scheme: 'tiered',
            tiers_mode: 'graduated',
            tiers,
            lookup_key: price.lookupKey,
            transfer_lookup_key: true,
          },
          // Same catalogue, same key: pumping twice creates nothing twice.
          { idempotencyKey: `price:${price.lookupKey}:${JSON.stringify(tiers)}` },
        );
        created.push({ lookupKey: price.lookupKey, providerPriceId: stripePrice.id });
      }
      return created;
    },

    listCatalogue: async () => (await stripe.prices.list({ limit: 100, active: true })).data,
  };
};
