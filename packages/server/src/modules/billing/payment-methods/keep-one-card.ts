import type { Deps } from '../../../deps.ts';

type CardDeps = Pick<Deps, 'paymentProvider' | 'logger'>;

/**
 * After a card succeeded (a payment or a confirmed setup), the customer's book holds it once (issue 44): a second
 * copy of the same card (same fingerprint) is detached and the first one kept. A card that paid becomes the
 * default, as the one renewals are charged to; a card only set up becomes default when there is none.
 * Runs after the payment's own commit: a provider error is logged, never undoes the payment.
 */
export const keepOneCard = async (
  deps: CardDeps,
  input: { customerId: string | null; cardId: string | null; paid: boolean; operationKey: string },
): Promise<void> => {
  const { customerId, cardId, operationKey } = input;
  if (!customerId || !cardId) return;
  try {
    const { cards, defaultCardId } = await deps.paymentProvider.listCards(customerId);
    const card = cards.find((candidate) => candidate.id === cardId);
    if (!card) return;
    const twin =
      card.fingerprint === null
        ? undefined
        : cards.find((other) => other.id !== card.id && other.fingerprint === card.fingerprint);
    const kept = twin ?? card;
    if (twin) await deps.paymentProvider.detachCard(customerId, card.id, `${operationKey}:detach-twin`);
    if ((input.paid || defaultCardId === null || defaultCardId === card.id) && defaultCardId !== kept.id)
      await deps.paymentProvider.setDefaultCard(customerId, kept.id, `${operationKey}:default`);
  } catch (error) {
    deps.logger.warn({ err: error, customerId }, 'could not tidy the saved cards after a payment');
  }
};
