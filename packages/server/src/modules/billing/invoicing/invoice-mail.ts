import { formatMoney } from '@psc/core/billing/catalogue';
import { describeCancellation, isoDay } from '@psc/core/billing/cancellation-wording';
import type { Mail } from '../../mail/enqueue-mail.ts';
import type { Language } from '@psc/core/personalisation/languages';
import { renderMail } from '../../mail/render-mail.ts';
import { translatorFor } from '../../../shared/translate.ts';

/** The invoice e-mail to the account's billing recipient ('Change Email' on the Details tab), with its PDF. */
export const invoiceMail = (input: {
  to: string;
  accountName: string;
  number: string;
  amount: number;
  currency: string;
  status: 'paid' | 'raised';
  pdf: Buffer;
  publicUrl: string;
  language: Language;
}): Mail => {
  const t = translatorFor(input.language);
  const values = {
    number: input.number,
    amount: formatMoney(input.amount, input.currency),
    account: input.accountName,
  };
  const content = renderMail({
    language: input.language,
    subject: t('invoice.subject', values),
    paragraphs: [
      t('mail.hello'),
      t(input.status === 'paid' ? 'invoice.paid' : 'invoice.raised', values),
      t('invoice.download'),
    ],
    action: { label: t('invoice.action'), url: `${input.publicUrl}/account?tab=invoices` },
  });
  return {
    to: input.to,
    kind: 'invoice',
    ...content,
    attachments: [
      {
        filename: `invoice-${input.number}.pdf`,
        contentType: 'application/pdf',
        contentBase64: input.pdf.toString('base64'),
      },
    ],
  };
};

/** A renewal could not be charged: the grace period and what happens after it. */
export const paymentFailedMail = (input: {
  to: string;
  accountName: string;
  amount: number;
  currency: string;
  reason: string;
  graceUntil: Date;
  publicUrl: string;
  language: Language;
}): Mail => {
  const t = translatorFor(input.language);
  const content = renderMail({
    language: input.language,
    subject: t('paymentFailed.subject'),
    paragraphs: [
      t('mail.hello'),
      t('paymentFailed.couldNotCharge', {
        amount: formatMoney(input.amount, input.currency),
        account: input.accountName,
        reason: input.reason,
      }),
      t('paymentFailed.grace', { date: input.graceUntil.toISOString().slice(0, 10) }),
    ],
    action: { label: t('paymentFailed.action'), url: `${input.publicUrl}/account?tab=pm` },
  });
  return { to: input.to, kind: 'payment_failed', ...content };
};

export type CancellationWording = Parameters<typeof describeCancellation>[0];

/**
 * The cancellation's meaning in the recipient's language (decision 0147). English is the reply's and the Details
 * tab's own sentence (`core/billing/cancellation-wording.ts`), word for word.
 */
const cancellationSentence = (language: Language, wording: CancellationWording | null): string => {
  if (language === 'en')
    return wording === null
      ? 'Your subscription is cancelled; the account is on the Free plan'
      : describeCancellation(wording, isoDay);
  const t = translatorFor(language);
  if (wording === null) return t('cancellation.nowFree');
  return describeCancellation(wording, isoDay, {
    endsOn: (date) => t('cancellation.endsOn', { date }),
    nothingMore: t('cancellation.nothingMore'),
    thenFree: t('cancellation.thenFree'),
    payments: (next, last) =>
      last === null
        ? t('cancellation.minimumTermLast', next)
        : t('cancellation.minimumTerm', { ...next, last }),
    amount: formatMoney,
  });
};

/**
 * The written confirmation of a cancellation (the terms' written notice): the same sentence as the reply and the
 * Details tab, so the e-mail never promises less or more than the account will be charged (decision 0082).
 */
export const cancellationMail = (input: {
  to: string;
  accountName: string;
  /** What the cancellation means for the payments; null when the account went back to Free at once. */
  wording: CancellationWording | null;
  publicUrl: string;
  language: Language;
}): Mail => {
  const t = translatorFor(input.language);
  const content = renderMail({
    language: input.language,
    subject: t('cancellation.subject'),
    paragraphs: [
      t('mail.hello'),
      t('cancellation.received', { account: input.accountName }),
      cancellationSentence(input.language, input.wording),
      t('cancellation.ifNot'),
    ],
    action: { label: t('cancellation.action'), url: `${input.publicUrl}/account` },
  });
  return { to: input.to, kind: 'subscription_cancelled', ...content };
};
