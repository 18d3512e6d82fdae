import { AppError } from '@psc/core/shared/app-error';
import type { PaymentProvider, ProviderCard } from './payment-provider.ts';
import { newId, type CardData, type CustomerData, type SandboxStore } from './sandbox-store.ts';

/** Customers and their saved cards, as the Stripe API keeps them. */
export const sandboxCustomerCalls = (
  store: SandboxStore,
): Pick<PaymentProvider, 'createCustomer' | 'listCards' | 'setDefaultCard' | 'detachCard'> => {
  const { repository, clock, idempotent } = store;
  return {
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
            fingerprint: data.fingerprint ?? null,
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
  };
};
