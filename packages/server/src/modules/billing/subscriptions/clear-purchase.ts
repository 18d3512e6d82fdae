import type { SimpleReply } from '@psc/core/shared/simple-reply.schemas';
import type { Deps } from '../../../deps.ts';
import type { Principal } from '../../../shared/principal.ts';
import type { PurchaseRow } from './subscriptions.repository.ts';

/** Clears an interrupted purchase: its intent is cancelled at the provider so it can never be paid later. */
export const clearOpenPurchase = async (
  deps: Pick<Deps, 'subscriptionsRepository' | 'paymentProvider' | 'clock'>,
  purchase: PurchaseRow,
): Promise<boolean> => {
  if (purchase.paymentIntentId) {
    const intent = await deps.paymentProvider.retrievePaymentIntent(purchase.paymentIntentId);
    // Already paid (or being paid): the event or reconciliation applies it; clearing would lose a payment.
    if (intent.status === 'succeeded' || intent.status === 'processing') return false;
    if (intent.status !== 'canceled')
      await deps.paymentProvider.cancelPaymentIntent(
        purchase.paymentIntentId,
        `${purchase.idempotencyKey}:cancel`,
      );
  }
  const cleared = await deps.subscriptionsRepository.markPurchaseCleared(purchase.id, deps.clock.now());
  // A change request attached this intent after the purchase was read: it must never be paid either.
  if (cleared?.paymentIntentId && cleared.paymentIntentId !== purchase.paymentIntentId)
    await deps.paymentProvider.cancelPaymentIntent(
      cleared.paymentIntentId,
      `${purchase.idempotencyKey}:cancel`,
    );
  return true;
};

/** PUT /api/v1/purchases/clear: 'Cancelling the card form clears the interrupted purchase' (§4). A renewal stays due. */
export const clearPurchase = async (
  deps: Pick<Deps, 'subscriptionsRepository' | 'paymentProvider' | 'clock'>,
  principal: Principal,
): Promise<SimpleReply> => {
  const open = await deps.subscriptionsRepository.findOpenPurchase(principal.accountId);
  if (!open || open.kind === 'renewal') return { success: true, message: 'Nothing to clear' };
  const cleared = await clearOpenPurchase(deps, open);
  return { success: cleared, message: cleared ? 'Purchase cleared' : 'The payment has already been made' };
};
