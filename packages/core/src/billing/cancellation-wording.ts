import { formatMoney } from './catalogue.ts';

/**
 * What a cancelled subscription still costs, in one sentence for the Details tab, the cancel reply and the
 * confirmation e-mail (decision 0082): payments continue to the end of the 12-month term, the last one named, then
 * the account leaves its paid plan for Free at status 3 (decision 0083). `formatDate` is the reader's own format.
 */
export const describeCancellation = (
  input: {
    endsAt: number;
    nextCharge: { amount: number; currency: string; at: number } | null;
    finalChargeAt: number | null;
  },
  formatDate: (epochMs: number) => string,
): string => {
  const end = `Your subscription ends on ${formatDate(input.endsAt)}.`;
  const after =
    'The account then returns to the Free plan: your data is kept, and only the Account pages stay open until you buy a plan again.';
  if (input.nextCharge === null) return `${end} Nothing more will be charged. ${after}`;
  const amount = formatMoney(input.nextCharge.amount, input.nextCharge.currency);
  const last =
    input.finalChargeAt !== null && input.finalChargeAt !== input.nextCharge.at
      ? `; the last one on ${formatDate(input.finalChargeAt)}`
      : '; it is the last one';
  return `${end} As the minimum term is 12 months, payments continue until then: the next is ${amount} on ${formatDate(input.nextCharge.at)}${last}. ${after}`;
};

/** The day as e-mails and API messages write it, e.g. 2027-11-28. */
export const isoDay = (epochMs: number): string => new Date(epochMs).toISOString().slice(0, 10);
