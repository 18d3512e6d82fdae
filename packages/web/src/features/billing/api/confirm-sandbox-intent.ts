import { sandboxConfirmReplySchema } from '@psc/core/billing/billing.schemas';
import { apiRequest } from '#lib/api-client.ts';

export type SandboxCard = { number: string; expiryMonth: number; expiryYear: number; cvc: string };

const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? '';

/** POST /sandbox/v1/{payment_intents|setup_intents}/{id}/confirm: the sandbox's card form, like Stripe.js's confirm. */
export const confirmSandboxIntent = (
  kind: 'payment_intents' | 'setup_intents',
  clientSecret: string,
  card: SandboxCard,
) =>
  apiRequest(`/sandbox/v1/${kind}/${encodeURIComponent(intentIdOf(clientSecret))}/confirm`, {
    method: 'POST',
    authenticated: false,
    body: { clientSecret, ...card },
    schema: sandboxConfirmReplySchema,
  });

/** POST /sandbox/v1/payment_intents/{id}/authenticate: the 3-D Secure answer. */
export const authenticateSandboxIntent = (clientSecret: string, outcome: 'complete' | 'fail') =>
  apiRequest(`/sandbox/v1/payment_intents/${encodeURIComponent(intentIdOf(clientSecret))}/authenticate`, {
    method: 'POST',
    authenticated: false,
    body: { clientSecret, outcome },
    schema: sandboxConfirmReplySchema,
  });
