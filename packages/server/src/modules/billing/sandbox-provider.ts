import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '@psc/core/shared/app-error';
import { cardMessages, checkSandboxCard, type SandboxCardInput } from '@psc/core/billing/sandbox-cards';
import type { SandboxConfirmReply } from '@psc/core/billing/billing.schemas';
import type { Clock } from '../../adapters/clock.ts';
import type { SandboxObjectRow, SandboxRepository } from './sandbox.repository.ts';
import {
  ProviderWebhookError,
  type PaymentIntentStatus,
  type PaymentProvider,
  type ProviderCard,
  type ProviderEvent,
  type ProviderPaymentIntent,
  type ProviderSetupIntent,
} from './payment-provider.ts';

type IntentData = {
  amount: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
  paymentMethodId: string | null;
  lastErrorMessage: string | null;
  offSession: boolean;
  refunded?: boolean;
};
type SetupData = { paymentMethodId: string | null };
type CardData = { brand: string; last4: string; expiryMonth: number; expiryYear: number; detached: boolean };
type CustomerData = {
  email: string | null;
  name: string;
  metadata: Record<string, string>;
  defaultPaymentMethodId: string | null;
};

const newId = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString('hex')}`;
const hashParams = (params: unknown) => createHash('sha256').update(JSON.stringify(params)).digest('hex');

const toIntent = (row: SandboxObjectRow): ProviderPaymentIntent => {
  const data = row.data as IntentData;
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    status: row.status as PaymentIntentStatus,
    amount: data.amount,
    currency: data.currency,
    customerId: row.customerId,
    paymentMethodId: data.paymentMethodId,
    metadata: data.metadata,
    lastErrorMessage: data.lastErrorMessage,
  };
};
const toSetupIntent = (row: SandboxObjectRow): ProviderSetupIntent => ({
  id: row.id,
  clientSecret: row.clientSecret,
  status: row.status,
  customerId: row.customerId,
  paymentMethodId: (row.data as SetupData).paymentMethodId,
});

export type SandboxProvider = PaymentProvider & {
  /** What Stripe.js's confirmCardPayment does: the card as typed, checked against Stripe's test numbers. */
  confirmPaymentIntent: (
    intentId: string,
    clientSecret: string,
    card: SandboxCardInput,
  ) => Promise<{ reply: SandboxConfirmReply; events: ProviderEvent[] }>;
  /** The 3-D Secure step of 4000 0025 0000 3155: the customer completes or fails it. */
  authenticatePaymentIntent: (
    intentId: string,
    clientSecret: string,
    outcome: 'complete' | 'fail',
  ) => Promise<{ reply: SandboxConfirmReply; events: ProviderEvent[] }>;
  confirmSetupIntent: (
    intentId: string,
    clientSecret: string,
    card: SandboxCardInput,
  ) => Promise<{ reply: SandboxConfirmReply; events: ProviderEvent[] }>;
};

/**
 * The embedded default provider: customers, payment and setup intents, saved cards and events kept in PSC's own
 * database, with Stripe's test cards and messages, so `npm start` alone runs a whole purchase.
 */
export const createSandboxProvider = (repository: SandboxRepository, clock: Clock): SandboxProvider => {
  /** Same key and same parameters: the stored reply; same key, other parameters: refused, as Stripe does. */
  const idempotent = async <T>(key: string, params: unknown, run: () => Promise<T>): Promise<T> => {
    const requestHash = hashParams(params);
    const existing = await repository.findRequest(key);
    if (existing) {
      if (existing.requestHash !== requestHash)
        throw new AppError(
          'CONFLICT',
          `Keys for idempotent requests can only be used with the same parameters they were first used with (${key})`,
        );
      return (existing.response as { value: T }).value;
    }
    const response = await run();
    const stored = await repository.insertRequest({
      idempotencyKey: key,
      requestHash,
      response: { value: response ?? null },
      createdAt: clock.now(),
    });
    if (!stored) {
      const winner = await repository.findRequest(key);
      return (winner?.response as { value: T } | undefined)?.value as T;
    }
    return response;
  };

  const emit = async (
    type: string,
    object: ProviderEvent['object'],
    payload: unknown,
  ): Promise<ProviderEvent> => {
    const now = clock.now();
    const event: ProviderEvent = {
      id: newId('evt'),
      type,
      created: Math.floor(now.getTime() / 1000),
      object,
      payload,
    };
    await repository.insertEvent({ id: event.id, type, createdAt: now, payload: { object: event.object } });
    return event;
  };

  const findOwned = async (
    id: string,
    kind: SandboxObjectRow['kind'],
    clientSecret: string,
  ): Promise<SandboxObjectRow> => {
    const row = await repository.findObject(id);
    if (!row || row.kind !== kind || row.clientSecret !== clientSecret)
      throw new AppError('NOT_FOUND', 'No such intent');
    return row;
  };

  const saveCard = async (
    customerId: string,
    card: { brand: string; last4: string; expiryMonth: number; expiryYear: number },
  ): Promise<string> => {
    const id = newId('pm');
    const now = clock.now();
    await repository.insertObject({
      id,
      kind: 'payment_method',
      customerId,
      clientSecret: null,
      status: 'attached',
      data: { ...card, detached: false } satisfies CardData,
      createdAt: now,
      updatedAt: now,
    });
    const customer = await repository.findObject(customerId);
    if (customer && (customer.data as CustomerData).defaultPaymentMethodId === null) {
      await repository.updateObject(
        customerId,
        { data: { ...(customer.data as CustomerData), defaultPaymentMethodId: id } },
        now,
      );
    }
    return id;
  };

  const settleIntent = async (
    row: SandboxObjectRow,
    status: PaymentIntentStatus,
    changes: Partial<IntentData>,
    from: string[],
  ) => {
    const data = { ...(row.data as IntentData), ...changes };
    const moved = await repository.transitionObject(row.id, from, { status, data }, clock.now());
    const current = await repository.findObject(row.id);
    if (!current) throw new AppError('NOT_FOUND', 'No such intent');
    const intent = toIntent(current);
    if (!moved) return { intent, events: [] as ProviderEvent[] };
    const type =
      status === 'succeeded'
        ? 'payment_intent.succeeded'
        : status === 'requires_action'
          ? 'payment_intent.requires_action'
          : 'payment_intent.payment_failed';
    return { intent, events: [await emit(type, { kind: 'payment_intent', intent }, intent)] };
  };

  const replyFor = (intent: ProviderPaymentIntent, errorCode: string | null): SandboxConfirmReply => ({
    status:
      intent.status === 'succeeded'
        ? 'succeeded'
        : intent.status === 'requires_action'
          ? 'requires_action'
          : intent.status === 'processing'
            ? 'processing'
            : 'requires_payment_method',
    error:
      intent.lastErrorMessage && intent.status === 'requires_payment_method'
        ? { code: errorCode ?? 'card_declined', message: intent.lastErrorMessage }
        : null,
  });

  return {
    kind: 'sandbox',
    publishableKey: 'pk_sandbox_psc',

    createCustomer: (input, key) =>
      idempotent(key, input, async () => {
        const id = newId('cus');
        const now = clock.now();
        await repository.insertObject({
          id,
          kind: 'customer',
          customerId: id,
          clientSecret: null,
          status: 'active',
          data: {
            email: input.email,
            name: input.name,
            metadata: { accountId: input.accountId },
            defaultPaymentMethodId: null,
          } satisfies CustomerData,
          createdAt: now,
          updatedAt: now,
        });
        return id;
      }),

    createPaymentIntent: (input, key) =>
      idempotent(key, input, async () => {
        const id = newId('pi');
        const now = clock.now();
        const clientSecret = `${id}_secret_${randomBytes(12).toString('hex')}`;
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
          clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
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
          clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
          status: 'requires_payment_method',
          data: { paymentMethodId: null } satisfies SetupData,
          createdAt: now,
          updatedAt: now,
        });
        const row = await repository.findObject(id);
        if (!row) throw new Error('sandbox intent vanished');
        return toSetupIntent(row);
      }),

    listCards: async (customerId) => {
      const customer = await repository.findObject(customerId);
      const rows = await repository.listObjects(customerId, 'payment_method');
      const cards: ProviderCard[] = rows
        .filter((row) => !(row.data as CardData).detached)
        .map((row) => {
          const data = row.data as CardData;
          return {
            id: row.id,
            brand: data.brand,
            last4: data.last4,
            expiryMonth: data.expiryMonth,
            expiryYear: data.expiryYear,
          };
        });
      return {
        cards,
        defaultCardId: customer ? (customer.data as CustomerData).defaultPaymentMethodId : null,
      };
    },

    setDefaultCard: (customerId, cardId, key) =>
      idempotent(key, { customerId, cardId }, async () => {
        const customer = await repository.findObject(customerId);
        if (!customer) throw new AppError('NOT_FOUND', 'No such customer');
        await repository.updateObject(
          customerId,
          { data: { ...(customer.data as CustomerData), defaultPaymentMethodId: cardId } },
          clock.now(),
        );
      }),

    detachCard: (_customerId, cardId, key) =>
      idempotent(key, { cardId }, async () => {
        const card = await repository.findObject(cardId);
        if (!card || card.kind !== 'payment_method')
          throw new AppError('NOT_FOUND', 'No such payment method');
        await repository.updateObject(
          cardId,
          { status: 'detached', data: { ...(card.data as CardData), detached: true } },
          clock.now(),
        );
      }),

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

    confirmPaymentIntent: async (intentId, clientSecret, card) => {
      const row = await findOwned(intentId, 'payment_intent', clientSecret);
      if (row.status === 'succeeded') return { reply: replyFor(toIntent(row), null), events: [] };
      if (!['requires_payment_method', 'requires_confirmation'].includes(row.status))
        throw new AppError('CONFLICT', `This PaymentIntent's status is ${row.status}`);
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
      // As at Stripe, a card the bank declines is not attached to the customer, let alone made its default.
      const accepted = checked.outcome === 'succeeds' || checked.outcome === 'authenticate';
      const paymentMethodId = accepted
        ? await saveCard(customerId, {
            brand: checked.brand,
            last4: checked.last4,
            expiryMonth: card.expiryMonth,
            expiryYear: card.expiryYear < 100 ? 2000 + card.expiryYear : card.expiryYear,
          })
        : null;
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
        { paymentMethodId, lastErrorMessage: outcome.message },
        ['requires_payment_method', 'requires_confirmation'],
      );
      return { reply: replyFor(intent, outcome.code), events };
    },

    authenticatePaymentIntent: async (intentId, clientSecret, outcome) => {
      const row = await findOwned(intentId, 'payment_intent', clientSecret);
      if (row.status !== 'requires_action') return { reply: replyFor(toIntent(row), null), events: [] };
      const { intent, events } =
        outcome === 'complete'
          ? await settleIntent(row, 'succeeded', { lastErrorMessage: null }, ['requires_action'])
          : await settleIntent(
              row,
              'requires_payment_method',
              { lastErrorMessage: cardMessages.authenticationFailed },
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
