import { AppError } from '@psc/core/shared/app-error';
import type { Deps } from '../../../deps.ts';
import { ProviderWebhookError } from '../providers/payment-provider.ts';
import type { SettlementDeps } from '../subscriptions/purchase-settlement.ts';
import { applyProviderEvent } from '../subscriptions/provider-payment-events.ts';

/**
 * POST /stripe: the signature is checked over the raw body with the configured secret and tolerance; the event is
 * recorded by id and applied in one transaction, so the 20th delivery of the same event changes nothing.
 */
export const receiveWebhook = async (
  deps: SettlementDeps & Pick<Deps, 'paymentProvider' | 'providerEventsRepository'>,
  rawBody: Buffer,
  signature: string | undefined,
) => {
  if (deps.paymentProvider.kind !== 'stripe') throw new AppError('NOT_FOUND', 'Stripe is not configured');
  let event;
  try {
    event = deps.paymentProvider.verifyWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof ProviderWebhookError)
      throw new AppError('BAD_REQUEST', `Webhook refused: ${error.message}`);
    throw error;
  }
  const outcome = await applyProviderEvent(deps, 'stripe', event);
  return { received: true, outcome };
};
