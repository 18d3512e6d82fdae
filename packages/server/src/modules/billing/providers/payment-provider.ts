/**
 * The payment provider as a part of PSC (docs/decisions/0017-payment-provider-webhooks-and-idempotency.md): Stripe when its keys are
 * configured, the built-in sandbox otherwise. Every call that creates or changes something takes an idempotency
 * key derived from the business operation, so a retry after a crash returns the first result instead of charging twice.
 */
export type ProviderKind = 'sandbox' | 'stripe';

export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';

export type ProviderPaymentIntent = {
  id: string;
  clientSecret: string | null;
  status: PaymentIntentStatus;
  amount: number;
  /** Upper-case ISO code. */
  currency: string;
  customerId: string | null;
  paymentMethodId: string | null;
  metadata: Record<string, string>;
  lastErrorMessage: string | null;
};

export type ProviderSetupIntent = {
  id: string;
  clientSecret: string | null;
  status: string;
  customerId: string | null;
  paymentMethodId: string | null;
};

export type ProviderCard = {
  id: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  /** One value per card number (Stripe's card.fingerprint): the same card saved twice is one card (issue 44). */
  fingerprint: string | null;
};

export type ProviderEvent = {
  id: string;
  type: string;
  /** Seconds since the epoch, as providers send it. */
  created: number;
  object:
    | { kind: 'payment_intent'; intent: ProviderPaymentIntent }
    | { kind: 'setup_intent'; intent: ProviderSetupIntent }
    | { kind: 'other'; id: string | null };
  payload: unknown;
};

export type CatalogueTier = { upTo: number | null; flatAmount: number; unitAmount: number };
export type CataloguePrice = {
  lookupKey: string;
  productName: string;
  currency: string;
  interval: 'month' | 'year';
  tiers: CatalogueTier[];
};

export type PaymentProvider = {
  kind: ProviderKind;
  publishableKey: string;
  createCustomer: (
    input: { accountId: string; email: string | null; name: string },
    idempotencyKey: string,
  ) => Promise<string>;
  createPaymentIntent: (
    input: {
      customerId: string;
      amount: number;
      currency: string;
      description: string;
      metadata: Record<string, string>;
    },
    idempotencyKey: string,
  ) => Promise<ProviderPaymentIntent>;
  retrievePaymentIntent: (id: string) => Promise<ProviderPaymentIntent>;
  cancelPaymentIntent: (id: string, idempotencyKey: string) => Promise<void>;
  /** Gives a succeeded payment back in full (reconciliation of a payment no purchase completed). */
  refundPaymentIntent: (id: string, idempotencyKey: string) => Promise<void>;
  /** Charges a saved card without the customer present (renewals). A decline comes back as a failed intent, not a throw. */
  chargeSavedCard: (
    input: {
      customerId: string;
      paymentMethodId: string;
      amount: number;
      currency: string;
      description: string;
      metadata: Record<string, string>;
    },
    idempotencyKey: string,
  ) => Promise<ProviderPaymentIntent>;
  createSetupIntent: (customerId: string, idempotencyKey: string) => Promise<ProviderSetupIntent>;
  listCards: (customerId: string) => Promise<{ cards: ProviderCard[]; defaultCardId: string | null }>;
  setDefaultCard: (customerId: string, cardId: string, idempotencyKey: string) => Promise<void>;
  detachCard: (customerId: string, cardId: string, idempotencyKey: string) => Promise<void>;
  /** Checks a webhook's signature over the raw body; throws on a forged, stale or tampered delivery. */
  verifyWebhook: (rawBody: Buffer, signatureHeader: string | undefined) => ProviderEvent;
  /** Events created after `createdAfter` (seconds), oldest first, for reconciliation. */
  listEventsSince: (createdAfter: number) => Promise<ProviderEvent[]>;
  /** Creates the tiered prices of the catalogue at the provider (operator's pumpprices); same catalogue, same objects. */
  pushCatalogue: (catalogue: CataloguePrice[]) => Promise<{ lookupKey: string; providerPriceId: string }[]>;
  listCatalogue: () => Promise<unknown[]>;
};

export class ProviderWebhookError extends Error {}
