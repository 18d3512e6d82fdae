import type { Translate } from '#lib/i18n/use-messages.ts';
import { money } from '../components/money.ts';

/**
 * What a cancelled subscription still costs, in the reader's language: core's describeCancellation (decision 0082),
 * word for word in English, which the cancel reply and the confirmation e-mail say too.
 */
export const describeCancellationIn = (
  t: Translate,
  input: {
    endsAt: number;
    nextCharge: { amount: number; currency: string; at: number } | null;
    finalChargeAt: number | null;
  },
  formatDate: (epochMs: number) => string,
): string => {
  const end = t('billing.cancel.ends', { date: formatDate(input.endsAt) });
  const after = t('billing.cancel.after');
  if (input.nextCharge === null) return `${end} ${t('billing.cancel.nothingMore')} ${after}`;
  const last =
    input.finalChargeAt !== null && input.finalChargeAt !== input.nextCharge.at
      ? t('billing.cancel.lastOn', { date: formatDate(input.finalChargeAt) })
      : t('billing.cancel.isLast');
  const payments = t('billing.cancel.payments', {
    amount: money(input.nextCharge.amount, input.nextCharge.currency),
    date: formatDate(input.nextCharge.at),
    last,
  });
  return `${end} ${payments} ${after}`;
};
