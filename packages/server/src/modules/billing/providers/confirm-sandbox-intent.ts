import {
  sandboxAuthenticateRequestSchema,
  sandboxConfirmRequestSchema,
  type SandboxConfirmReply,
} from '@psc/core/billing/payment.schemas';
import { AppError } from '@psc/core/shared/app-error';
import type { Deps } from '../../../deps.ts';
import { parseBody } from '../../../shared/parse-body.ts';
import type { SettlementDeps } from '../subscriptions/purchase-settlement.ts';
import { applyProviderEvent } from '../subscriptions/provider-payment-events.ts';

type SandboxDeps = SettlementDeps &
  Pick<Deps, 'sandboxProvider' | 'providerEventsRepository' | 'paymentProvider'>;

const sandboxOf = (deps: SandboxDeps) => {
  if (!deps.sandboxProvider) throw new AppError('NOT_FOUND', 'The sandbox provider is not in use');
  return deps.sandboxProvider;
};

/** The sandbox's events are delivered at once, through the same recorded, once-only path as Stripe's webhooks. */
const deliver = async (
  deps: SandboxDeps,
  events: Awaited<ReturnType<NonNullable<Deps['sandboxProvider']>['confirmPaymentIntent']>>['events'],
) => {
  for (const event of events) await applyProviderEvent(deps, 'sandbox', event);
};

/**
 * POST /sandbox/v1/{payment_intents|setup_intents}/{id}/confirm: what the card form sends to the sandbox, like
 * Stripe.js to Stripe. The client secret is the authority, as with Stripe: no bearer token is involved.
 */
export const confirmSandboxIntent = async (
  deps: SandboxDeps,
  kind: 'payment_intents' | 'setup_intents',
  intentId: string,
  body: unknown,
): Promise<SandboxConfirmReply> => {
  const sandbox = sandboxOf(deps);
  const request = parseBody(sandboxConfirmRequestSchema, body);
  const card = {
    number: request.number,
    expiryMonth: request.expiryMonth,
    expiryYear: request.expiryYear,
    cvc: request.cvc,
  };
  const result =
    kind === 'payment_intents'
      ? await sandbox.confirmPaymentIntent(intentId, request.clientSecret, card)
      : await sandbox.confirmSetupIntent(intentId, request.clientSecret, card);
  await deliver(deps, result.events);
  return result.reply;
};

/** POST /sandbox/v1/payment_intents/{id}/authenticate: the customer's answer to the 3-D Secure challenge. */
export const authenticateSandboxIntent = async (
  deps: SandboxDeps,
  intentId: string,
  body: unknown,
): Promise<SandboxConfirmReply> => {
  const sandbox = sandboxOf(deps);
  const request = parseBody(sandboxAuthenticateRequestSchema, body);
  const result = await sandbox.authenticatePaymentIntent(intentId, request.clientSecret, request.outcome);
  await deliver(deps, result.events);
  return result.reply;
};
