import { formatMoney } from './catalogue.ts';

/** The words of the cancellation sentence, so each reader gets it in their language with one shape (decision 0147). */
export type CancellationPhrases = {
  endsOn: (date: string) => string;
  nothingMore: string;
  thenFree: string;
  /** The minimum term's payments: the next one, and the last one's date unless the next is the last. */
  payments: (next: { amount: string; date: string }, lastDate: string | null) => string;
  amount: (minorUnits: number, currency: string) => string;
};

/** The spec's English, which the cancel reply, the Details tab and English e-mails say word for word. */
export const englishCancellationPhrases: CancellationPhrases = {
  endsOn: (date) => `Your subscription ends on ${date}.`,
  nothingMore: 'Nothing more will be charged.',
  thenFree:
    'The account then returns to the Free plan: your data is kept, and only the Account pages stay open until you buy a plan again.',
  payments: (next, lastDate) =>
    `As the minimum term is 12 months, payments continue until then: the next is ${next.amount} on ${next.date}${lastDate === null ? '; it is the last one' : `; the last one on ${lastDate}`}.`,
  amount: formatMoney,
};

/**
 * What a cancelled subscription still costs, in one sentence for the Details tab, the cancel reply and the
 * confirmation e-mail (decision 0082): payments continue to the end of the 12-month term, the last one named, then
 * the account leaves its paid plan for Free at status 3 (decision 0083). `formatDate` is the reader's own format,
 * `phrases` their language's words.
 */
export const describeCancellation = (
  input: {
    endsAt: number;
    nextCharge: { amount: number; currency: string; at: number } | null;
    finalChargeAt: number | null;
  },
  formatDate: (epochMs: number) => string,
  phrases: CancellationPhrases = englishCancellationPhrases,
): string => {
  const end = phrases.endsOn(formatDate(input.endsAt));
  if (input.nextCharge === null) return `${end} ${phrases.nothingMore} ${phrases.thenFree}`;
  const next = {
    amount: phrases.amount(input.nextCharge.amount, input.nextCharge.currency),
    date: formatDate(input.nextCharge.at),
  };
  const lastDate =
    input.finalChargeAt !== null && input.finalChargeAt !== input.nextCharge.at
      ? formatDate(input.finalChargeAt)
      : null;
  return `${end} ${phrases.payments(next, lastDate)} ${phrases.thenFree}`;
};

/** The day as e-mails and API messages write it, e.g. 2027-11-28. */
export const isoDay = (epochMs: number): string => new Date(epochMs).toISOString().slice(0, 10);
