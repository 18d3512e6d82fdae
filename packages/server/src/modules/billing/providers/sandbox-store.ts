import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '@psc/core/shared/app-error';
import type { SandboxConfirmReply } from '@psc/core/billing/payment.schemas';
import type { SandboxCardInput } from '@psc/core/billing/sandbox-cards';
import type { Clock } from '../../../adapters/clock.ts';
import type { SandboxObjectRow, SandboxRepository } from './sandbox.repository.ts';
import type {
  PaymentIntentStatus,
  PaymentProvider,
  ProviderEvent,
  ProviderPaymentIntent,
  ProviderSetupIntent,
} from './payment-provider.ts';

// The sandbox provider's objects as stored (sandbox.repository.ts) and what every group of its calls shares.

export type IntentData = {
  amount: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
  paymentMethodId: string | null;
  lastErrorMessage: string | null;
  offSession: boolean;
  refunded?: boolean;
  /** A card typed for an intent that awaits 3-D Secure: saved only once the customer completes it, as at Stripe. */
  pendingCard?: SavedCardInput | null;
};
export type SetupData = { paymentMethodId: string | null };
export type CardData = {
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  detached: boolean;
  /** The same card number gives the same fingerprint (Stripe's card.fingerprint); older rows have none. */
  fingerprint?: string;
};
export type SavedCardInput = {
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  fingerprint: string;
};

/** Stripe's card fingerprint: one value per card number, whoever saves it. */
export const cardFingerprint = (number: string) =>
  createHash('sha256').update(number.replace(/\D/g, '')).digest('hex').slice(0, 16);
export type CustomerData = {
  email: string | null;
  name: string;
  metadata: Record<string, string>;
  defaultPaymentMethodId: string | null;
};

export const newId = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString('hex')}`;
export const newClientSecret = (id: string) => `${id}_secret_${randomBytes(12).toString('hex')}`;
export const hashParams = (params: unknown) =>
  createHash('sha256').update(JSON.stringify(params)).digest('hex');

export const toIntent = (row: SandboxObjectRow): ProviderPaymentIntent => {
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
export const toSetupIntent = (row: SandboxObjectRow): ProviderSetupIntent => ({
  id: row.id,
  clientSecret: row.clientSecret,
  status: row.status,
  customerId: row.customerId,
  paymentMethodId: (row.data as SetupData).paymentMethodId,
});

/** The sandbox's shared steps: idempotent requests, events, owned intents, saved cards and intent moves. */
export const createSandboxStore = (repository: SandboxRepository, clock: Clock) => {
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

  const saveCard = async (customerId: string, card: SavedCardInput): Promise<string> => {
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

  return { repository, clock, idempotent, emit, findOwned, saveCard, settleIntent, replyFor };
};

export type SandboxStore = ReturnType<typeof createSandboxStore>;

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
