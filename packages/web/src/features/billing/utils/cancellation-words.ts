import type { CancellationPhrases } from '@psc/core/billing/cancellation-wording';
import type { Translate } from '#lib/i18n/use-messages.ts';
import { money } from '../components/money.ts';

/**
 * The cancellation sentence's words in the reader's language, for core's describeCancellation (decision 0082): in
 * English word for word the sentence the cancel reply and the confirmation e-mail say.
 */
export const cancellationPhrasesIn = (t: Translate): CancellationPhrases => ({
  endsOn: (date) => t('billing.cancel.ends', { date }),
  nothingMore: t('billing.cancel.nothingMore'),
  thenFree: t('billing.cancel.after'),
  payments: (next, lastDate) =>
    t('billing.cancel.payments', {
      ...next,
      last: lastDate === null ? t('billing.cancel.isLast') : t('billing.cancel.lastOn', { date: lastDate }),
    }),
  amount: money,
});
