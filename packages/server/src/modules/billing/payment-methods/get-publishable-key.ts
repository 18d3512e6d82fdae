import type { Deps } from '../../../deps.ts';

/** GET /api/v1/stripepk: the provider's publishable key in `message` (§7); 'sandbox' tells the web app to show its own card form. */
export const getPublishableKey = (deps: Pick<Deps, 'paymentProvider'>) => ({
  success: true,
  message: deps.paymentProvider.publishableKey,
  provider: deps.paymentProvider.kind,
});
