import { z } from 'zod';
import { defineEndpoints } from '../shared/endpoint.ts';
import { sandboxConfirmReplySchema } from './payment.schemas.ts';

/**
 * The card provider's side of billing (docs/decisions/0017): Stripe's webhook, whose body stays raw bytes for the
 * signature check, and the built-in sandbox's confirmation calls, which its card form makes as Stripe.js would.
 */
export const cardProviderEndpoints = defineEndpoints({
  webhookCheck: {
    method: 'GET',
    path: '/stripe',
    summary: 'Webhook endpoint check',
    reply: z.object({ provider: z.string() }),
  },
  webhook: {
    method: 'POST',
    path: '/stripe',
    summary: 'Stripe webhook: signature checked over the raw body; each event applied once',
    reply: z.object({ received: z.boolean(), outcome: z.string() }),
  },
  sandboxConfirm: {
    method: 'POST',
    path: '/sandbox/v1/:kind/:id/confirm',
    summary: 'Confirm a sandbox payment or setup intent with a test card',
    params: z.object({ kind: z.enum(['payment_intents', 'setup_intents']), id: z.string().max(80) }),
    body: z.unknown(),
    reply: sandboxConfirmReplySchema,
  },
  sandboxAuthenticate: {
    method: 'POST',
    path: '/sandbox/v1/payment_intents/:id/authenticate',
    summary: "Complete or fail a sandbox intent's 3-D Secure step",
    params: z.object({ id: z.string().min(1).max(120) }),
    body: z.unknown(),
    reply: sandboxConfirmReplySchema,
  },
});
