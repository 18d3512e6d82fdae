import { formatMoney } from '@psc/core/billing/catalogue';
import type { Mail } from '../../mail/enqueue-mail.ts';
import { renderMail } from '../../mail/render-mail.ts';

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
}): Mail => {
  const content = renderMail({
    subject: `Invoice ${input.number}`,
    paragraphs: [
      `Hello,`,
      input.status === 'paid'
        ? `Thank you for your payment of ${formatMoney(input.amount, input.currency)} for ${input.accountName}. Invoice ${input.number} is attached.`
        : `Invoice ${input.number} of ${formatMoney(input.amount, input.currency)} for ${input.accountName} is attached. We will charge your default card.`,
      'You can also download it from Account, Invoices.',
    ],
    action: { label: 'Open your invoices', url: `${input.publicUrl}/account?tab=invoices` },
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
}): Mail => {
  const content = renderMail({
    subject: 'Your payment failed',
    paragraphs: [
      'Hello,',
      `We could not charge ${formatMoney(input.amount, input.currency)} for ${input.accountName}: ${input.reason}`,
      `Your account stays open until ${input.graceUntil.toISOString().slice(0, 10)}. Please update your card in Account, PM, then pay from the Details tab; after that date operations are locked until the payment is made.`,
    ],
    action: { label: 'Update your card', url: `${input.publicUrl}/account?tab=pm` },
  });
  return { to: input.to, kind: 'payment_failed', ...content };
};

/**
 * The written confirmation of a cancellation (the terms' written notice): the same sentence as the reply and the
 * Details tab, so the e-mail never promises less or more than the account will be charged (decision 0082).
 */
export const cancellationMail = (input: {
  to: string;
  accountName: string;
  message: string;
  publicUrl: string;
}): Mail => {
  const content = renderMail({
    subject: 'Your subscription is cancelled',
    paragraphs: [
      'Hello,',
      `We have received your notice to cancel the subscription of ${input.accountName}.`,
      input.message,
      'If you did not ask for this, reply to this e-mail or buy a plan again from Account, Details.',
    ],
    action: { label: 'Open your account', url: `${input.publicUrl}/account` },
  });
  return { to: input.to, kind: 'subscription_cancelled', ...content };
};
