import { AppError } from '@psc/core/shared/app-error';
import { cardMessages } from '@psc/core/billing/sandbox-cards';
import type { PaymentProvider } from './payment-provider.ts';
import {
  newId,
  newClientSecret,
  toIntent,
  toSetupIntent,
  type CardData,
  type IntentData,
  type SandboxStore,
  type SetupData,
} from './sandbox-store.ts';

/** Payment and setup intents as the server creates, reads, cancels, refunds and charges them. */
export const sandboxIntentCalls = (
  store: SandboxStore,
): Pick<
  PaymentProvider,
  | 'createPaymentIntent'
  | 'retrievePaymentIntent'
  | 'cancelPaymentIntent'
  | 'refundPaymentIntent'
  | 'chargeSavedCard'
  | 'createSetupIntent'
> => {
  const { repository, clock, idempotent, settleIntent } = store;
  return {
    createPaymentIntent: (input, key) =>
      idempotent(key, input, async () => {
        const id = newId('pi');
        const now = clock.now();
        const clientSecret = newClientSecret(id);
        await repository.insertObject({
          id,
          kind: 'payment_intent',
          customerId: input.customerId,
          clientSecret,
          status: 'requires_payment_method',
          data: {
            amount: input.amount,
            currency: input.currency,
            description: input.description,
            metadata: input.metadata,
            paymentMethodId: null,
            lastErrorMessage: null,
            offSession: false,
          } satisfies IntentData,
          createdAt: now,
          updatedAt: now,
        });
        const row = await repository.findObject(id);
        if (!row) throw new Error('sandbox intent vanished');
        return toIntent(row);
      }),
    retrievePaymentIntent: async (id) => {
      const row = await repository.findObject(id);
      if (!row || row.kind !== 'payment_intent') throw new AppError('NOT_FOUND', 'No such payment intent');
      return toIntent(row);
    },
    cancelPaymentIntent: (id, key) =>
      idempotent(key, { id }, async () => {
        const row = await repository.findObject(id);
        if (!row || row.kind !== 'payment_intent') return;
        await repository.transitionObject(
          id,
          ['requires_payment_method', 'requires_action', 'requires_confirmation'],
          { status: 'canceled', data: row.data },
          clock.now(),
        );
      }),
    refundPaymentIntent: (id, key) =>
      idempotent(key, { id }, async () => {
        const row = await repository.findObject(id);
        if (!row || row.kind !== 'payment_intent' || row.status !== 'succeeded') return;
        await repository.updateObject(
          id,
          { data: { ...(row.data as IntentData), refunded: true } },
          clock.now(),
        );
      }),
    chargeSavedCard: (input, key) =>
      idempotent(key, input, async () => {
        const card = await repository.findObject(input.paymentMethodId);
        const id = newId('pi');
        const now = clock.now();
        const data: IntentData = {
          amount: input.amount,
          currency: input.currency,
          description: input.description,
          metadata: input.metadata,
          paymentMethodId: input.paymentMethodId,
          lastErrorMessage: null,
          offSession: true,
        };
        await repository.insertObject({
          id,
          kind: 'payment_intent',
          customerId: input.customerId,
          clientSecret: newClientSecret(id),
          status: 'processing',
          data,
          createdAt: now,
          updatedAt: now,
        });
        const row = await repository.findObject(id);
        if (!row) throw new Error('sandbox intent vanished');
        const cardData = card?.data as CardData | undefined;
        const last4 = cardData && !cardData.detached ? cardData.last4 : null;
        // Saved cards keep the behaviour of their test number: 0002 declines, 3155 needs the customer again.
        if (last4 === '0002' || last4 === null)
          return (
            await settleIntent(row, 'requires_payment_method', { lastErrorMessage: cardMessages.declined }, [
              'processing',
            ])
          ).intent;
        if (last4 === '3155')
          return (
            await settleIntent(
              row,
              'requires_payment_method',
              { lastErrorMessage: cardMessages.authenticationFailed },
              ['processing'],
            )
          ).intent;
        return (await settleIntent(row, 'succeeded', {}, ['processing'])).intent;
      }),
    createSetupIntent: (customerId, key) =>
      idempotent(key, { customerId }, async () => {
        const id = newId('seti');
        const now = clock.now();
        await repository.insertObject({
          id,
          kind: 'setup_intent',
          customerId,
          clientSecret: newClientSecret(id),
          status: 'requires_payment_method',
          data: { paymentMethodId: null } satisfies SetupData,
          createdAt: now,
          updatedAt: now,
        });
        const row = await repository.findObject(id);
        if (!row) throw new Error('sandbox intent vanished');
        return toSetupIntent(row);
      }),
  };
};
