import { AppError } from '@psc/core/shared/app-error';
import { billingMessages } from '@psc/core/billing/billing.schemas';
import { cardMessages, checkSandboxCard } from '@psc/core/billing/sandbox-cards';
import type { PaymentIntentStatus } from './payment-provider.ts';
import {
  cardFingerprint,
  toIntent,
  type IntentData,
  toSetupIntent,
  type SandboxProvider,
  type SandboxStore,
  type SetupData,
} from './sandbox-store.ts';

/** What Stripe.js does in the customer's browser: a typed card confirmed against Stripe's test numbers, and 3-D Secure. */
export const sandboxConfirmationCalls = (
  store: SandboxStore,
): Pick<SandboxProvider, 'confirmPaymentIntent' | 'authenticatePaymentIntent' | 'confirmSetupIntent'> => {
  const { repository, clock, findOwned, saveCard, settleIntent, replyFor, emit } = store;
  return {
    confirmPaymentIntent: async (intentId, clientSecret, card) => {
      const row = await findOwned(intentId, 'payment_intent', clientSecret);
      if (row.status === 'succeeded') return { reply: replyFor(toIntent(row), null), events: [] };
      // The customer's words, not the provider's (issue 44): a two-tab purchase cancels the older tab's intent.
      if (row.status === 'canceled')
        throw new AppError('CONFLICT', billingMessages.paymentReplaced, { reason: 'payment_replaced' });
      if (!['requires_payment_method', 'requires_confirmation'].includes(row.status))
        throw new AppError('CONFLICT', billingMessages.paymentNotConfirmable);
      const checked = checkSandboxCard(card, clock.now().getTime());
      if (!checked.ok) {
        const { intent, events } = await settleIntent(
          row,
          'requires_payment_method',
          { lastErrorMessage: checked.message },
          ['requires_payment_method', 'requires_confirmation'],
        );
        return {
          reply: {
            ...replyFor(intent, checked.code),
            error: { code: checked.code, message: checked.message },
          },
          events,
        };
      }
      const customerId = row.customerId ?? '';
      const typed = {
        brand: checked.brand,
        last4: checked.last4,
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear < 100 ? 2000 + card.expiryYear : card.expiryYear,
        fingerprint: cardFingerprint(card.number),
      };
      // As at Stripe, only a card that paid is saved (setup_future_usage): a declined card is not attached, and a
      // card awaiting 3-D Secure waits on the intent until the customer completes it (issue 44).
      const paymentMethodId = checked.outcome === 'succeeds' ? await saveCard(customerId, typed) : null;
      const next: Record<
        typeof checked.outcome,
        { status: PaymentIntentStatus; message: string | null; code: string | null }
      > = {
        succeeds: { status: 'succeeded', message: null, code: null },
        declined: {
          status: 'requires_payment_method',
          message: cardMessages.declined,
          code: 'card_declined',
        },
        insufficient_funds: {
          status: 'requires_payment_method',
          message: cardMessages.insufficientFunds,
          code: 'card_declined',
        },
        authenticate: { status: 'requires_action', message: null, code: null },
      };
      const outcome = next[checked.outcome];
      const { intent, events } = await settleIntent(
        row,
        outcome.status,
        {
          paymentMethodId,
          lastErrorMessage: outcome.message,
          pendingCard: checked.outcome === 'authenticate' ? typed : null,
        },
        ['requires_payment_method', 'requires_confirmation'],
      );
      return { reply: replyFor(intent, outcome.code), events };
    },
    authenticatePaymentIntent: async (intentId, clientSecret, outcome) => {
      const row = await findOwned(intentId, 'payment_intent', clientSecret);
      if (row.status !== 'requires_action') return { reply: replyFor(toIntent(row), null), events: [] };
      const pendingCard = (row.data as IntentData).pendingCard ?? null;
      const { intent, events } =
        outcome === 'complete'
          ? await settleIntent(
              row,
              'succeeded',
              {
                lastErrorMessage: null,
                pendingCard: null,
                paymentMethodId: pendingCard ? await saveCard(row.customerId ?? '', pendingCard) : null,
              },
              ['requires_action'],
            )
          : await settleIntent(
              row,
              'requires_payment_method',
              { lastErrorMessage: cardMessages.authenticationFailed, pendingCard: null },
              ['requires_action'],
            );
      return { reply: replyFor(intent, 'payment_intent_authentication_failure'), events };
    },
    confirmSetupIntent: async (intentId, clientSecret, card) => {
      const row = await findOwned(intentId, 'setup_intent', clientSecret);
      if (row.status === 'succeeded') return { reply: { status: 'succeeded', error: null }, events: [] };
      const checked = checkSandboxCard(card, clock.now().getTime());
      if (!checked.ok)
        return {
          reply: {
            status: 'requires_payment_method',
            error: { code: checked.code, message: checked.message },
          },
          events: [],
        };
      if (checked.outcome === 'declined' || checked.outcome === 'insufficient_funds') {
        return {
          reply: {
            status: 'requires_payment_method',
            error: {
              code: 'card_declined',
              message:
                checked.outcome === 'declined' ? cardMessages.declined : cardMessages.insufficientFunds,
            },
          },
          events: [],
        };
      }
      const paymentMethodId = await saveCard(row.customerId ?? '', {
        brand: checked.brand,
        last4: checked.last4,
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear < 100 ? 2000 + card.expiryYear : card.expiryYear,
        fingerprint: cardFingerprint(card.number),
      });
      const moved = await repository.transitionObject(
        row.id,
        ['requires_payment_method'],
        { status: 'succeeded', data: { paymentMethodId } satisfies SetupData },
        clock.now(),
      );
      const current = await repository.findObject(row.id);
      if (!current) throw new AppError('NOT_FOUND', 'No such intent');
      const intent = toSetupIntent(current);
      const events = moved
        ? [await emit('setup_intent.succeeded', { kind: 'setup_intent', intent }, intent)]
        : [];
      return { reply: { status: 'succeeded', error: null }, events };
    },
  };
};
