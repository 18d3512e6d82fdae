import type { Database } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import type { ProviderEvent, ProviderPaymentIntent } from '../providers/payment-provider.ts';
import { completePurchase, failPurchase, type SettlementDeps } from './purchase-settlement.ts';
import { keepOneCard } from '../payment-methods/keep-one-card.ts';

/** Brings a purchase in line with the provider's view of its intent, in the caller's transaction; idempotent. */
const settleWithIntent = async (
  deps: SettlementDeps,
  intent: ProviderPaymentIntent,
  tx: Database,
): Promise<'completed' | 'failed' | 'unchanged' | 'unknown'> => {
  let purchase = await deps.subscriptionsRepository.lockPurchaseByIntent(intent.id, tx);
  if (!purchase && intent.metadata.purchaseId) {
    // The process may have died between creating the intent and storing its id: the metadata names the purchase.
    purchase = await deps.subscriptionsRepository.lockPurchase(intent.metadata.purchaseId, tx);
    if (purchase && purchase.paymentIntentId === null) {
      await deps.subscriptionsRepository.updatePurchase(
        purchase.id,
        { paymentIntentId: intent.id, clientSecret: intent.clientSecret },
        tx,
      );
      purchase = { ...purchase, paymentIntentId: intent.id, clientSecret: intent.clientSecret };
    } else if (purchase && purchase.paymentIntentId !== intent.id) {
      purchase = null;
    }
  }
  if (!purchase) return 'unknown';
  if (intent.status === 'succeeded') {
    if (purchase.status === 'succeeded') return 'unchanged';
    if (intent.amount !== purchase.amount || intent.currency !== purchase.currency) {
      deps.logger.error(
        { purchaseId: purchase.id, intent: intent.id },
        'paid amount differs from the purchase: left for an operator',
      );
      return 'unchanged';
    }
    await completePurchase(deps, purchase, intent.id, tx);
    return 'completed';
  }
  if (
    (intent.status === 'requires_payment_method' && intent.lastErrorMessage) ||
    intent.status === 'canceled'
  ) {
    if (purchase.status !== 'pending') return 'unchanged';
    await failPurchase(deps, purchase, intent.lastErrorMessage ?? 'The payment was cancelled', tx);
    return 'failed';
  }
  return 'unchanged';
};

type ProviderDeps = SettlementDeps & Pick<Deps, 'paymentProvider'>;

/** The card that paid a purchase becomes the default, once in the book (issue 44). */
const adoptPayingCard = (deps: ProviderDeps, intent: ProviderPaymentIntent) =>
  keepOneCard(deps, {
    customerId: intent.customerId,
    cardId: intent.paymentMethodId,
    paid: true,
    operationKey: `paid-card:${intent.id}`,
  });

/** The provider's current intent, applied outside any event (reconciliation, the card form's return). */
export const applyPaymentIntentState = async (deps: ProviderDeps, intent: ProviderPaymentIntent) => {
  const outcome = await deps.database.db.transaction((tx) => settleWithIntent(deps, intent, tx));
  if (outcome === 'completed' || outcome === 'failed') deps.mailSignal.notify();
  if (outcome === 'completed') await adoptPayingCard(deps, intent);
  return outcome;
};

/**
 * One provider event, recorded by its id and applied in the same transaction: a redelivery finds the id and
 * changes nothing; purchases only move forward (a success is final), so any order of events ends the same.
 */
export const applyProviderEvent = async (
  deps: ProviderDeps & Pick<Deps, 'providerEventsRepository'>,
  provider: 'sandbox' | 'stripe',
  event: ProviderEvent,
): Promise<'duplicate' | 'applied' | 'ignored'> => {
  const objectId = event.object.kind === 'other' ? event.object.id : event.object.intent.id;
  const result = await deps.database.db.transaction(async (tx) => {
    const recorded = await deps.providerEventsRepository.recordEvent(
      {
        id: event.id,
        provider,
        type: event.type,
        objectId,
        createdAt: new Date(event.created * 1000),
        receivedAt: deps.clock.now(),
        outcome: 'received',
        payload: event.payload as object,
      },
      tx,
    );
    if (!recorded) return 'duplicate' as const;
    let outcome: Awaited<ReturnType<typeof settleWithIntent>> | 'card_saved' = 'unknown';
    if (
      event.object.kind === 'payment_intent' &&
      (event.type === 'payment_intent.succeeded' ||
        event.type === 'payment_intent.payment_failed' ||
        event.type === 'payment_intent.canceled')
    ) {
      outcome = await settleWithIntent(deps, event.object.intent, tx);
    }
    deps.failpoint('after_provider_confirm_before_commit');
    return outcome;
  });
  if (result === 'duplicate') return result;
  if (result === 'completed' && event.object.kind === 'payment_intent')
    await adoptPayingCard(deps, event.object.intent);
  if (event.type === 'setup_intent.succeeded' && event.object.kind === 'setup_intent')
    await keepOneCard(deps, {
      customerId: event.object.intent.customerId,
      cardId: event.object.intent.paymentMethodId,
      paid: false,
      operationKey: `saved-card:${event.object.intent.id}`,
    });
  if (result === 'completed' || result === 'failed') {
    deps.mailSignal.notify();
    return 'applied';
  }
  return 'ignored';
};
