import { cardProviderEndpoints } from '@psc/core/billing/card-provider.endpoints';
import { endpointUrl } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';

export type SandboxCard = { number: string; expiryMonth: number; expiryYear: number; cvc: string };

const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? '';

/** POST /sandbox/v1/{payment_intents|setup_intents}/{id}/confirm: the sandbox's card form, like Stripe.js's confirm. */
export const confirmSandboxIntent = (
  kind: 'payment_intents' | 'setup_intents',
  clientSecret: string,
  card: SandboxCard,
) =>
  apiRequest(endpointUrl(cardProviderEndpoints.sandboxConfirm, { kind, id: intentIdOf(clientSecret) }), {
    method: cardProviderEndpoints.sandboxConfirm.method,
    authenticated: false,
    body: { clientSecret, ...card },
    schema: cardProviderEndpoints.sandboxConfirm.reply,
  });

/** POST /sandbox/v1/payment_intents/{id}/authenticate: the 3-D Secure answer. */
export const authenticateSandboxIntent = (clientSecret: string, outcome: 'complete' | 'fail') =>
  apiRequest(endpointUrl(cardProviderEndpoints.sandboxAuthenticate, { id: intentIdOf(clientSecret) }), {
    method: cardProviderEndpoints.sandboxAuthenticate.method,
    authenticated: false,
    body: { clientSecret, outcome },
    schema: cardProviderEndpoints.sandboxAuthenticate.reply,
  });
