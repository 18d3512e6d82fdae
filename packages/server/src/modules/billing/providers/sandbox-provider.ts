import type { Clock } from '../../../adapters/clock.ts';
import type { SandboxRepository } from './sandbox.repository.ts';
import { ProviderWebhookError, type ProviderEvent } from './payment-provider.ts';
import { sandboxConfirmationCalls } from './sandbox-confirmation.ts';
import { sandboxCustomerCalls } from './sandbox-customers.ts';
import { sandboxIntentCalls } from './sandbox-intents.ts';
import { createSandboxStore, hashParams, type SandboxProvider } from './sandbox-store.ts';

export type { SandboxProvider } from './sandbox-store.ts';

/**
 * The embedded default provider: customers, payment and setup intents, saved cards and events kept in PSC's own
 * database, with Stripe's test cards and messages, so `npm start` alone runs a whole purchase. Its calls are grouped
 * as Stripe's are: customers and cards, intents, and what Stripe.js does in the browser.
 */
export const createSandboxProvider = (repository: SandboxRepository, clock: Clock): SandboxProvider => {
  const store = createSandboxStore(repository, clock);
  return {
    kind: 'sandbox',
    publishableKey: 'pk_sandbox_psc',
    ...sandboxCustomerCalls(store),
    ...sandboxIntentCalls(store),
    ...sandboxConfirmationCalls(store),
    verifyWebhook: () => {
      throw new ProviderWebhookError('The sandbox provider sends no webhooks');
    },
    listEventsSince: async (createdAfter) => {
      const rows = await repository.listEventsAfter(new Date(createdAfter * 1000));
      return rows.map((row) => ({
        id: row.id,
        type: row.type,
        created: Math.floor(row.createdAt.getTime() / 1000),
        object: (row.payload as { object: ProviderEvent['object'] }).object,
        payload: row.payload,
      }));
    },
    pushCatalogue: async (catalogue) =>
      catalogue.map((price) => ({
        lookupKey: price.lookupKey,
        providerPriceId: `price_sbx_${hashParams(price).slice(0, 24)}`,
      })),
    listCatalogue: async () => [],
  };
};
