import type Stripe from 'stripe';
import type { PaymentIntentStatus, ProviderPaymentIntent, ProviderSetupIntent } from './payment-provider.ts';

export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

export const toIntent = (intent: Stripe.PaymentIntent): ProviderPaymentIntent => ({
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

export const toSetupIntent = (intent: Stripe.SetupIntent): ProviderSetupIntent => ({
  id: intent.id,
  clientSecret: intent.client_secret,
  status: intent.status,
  customerId: idOf(intent.customer),
  paymentMethodId: idOf(intent.payment_method),
});
