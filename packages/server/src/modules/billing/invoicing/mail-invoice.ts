import type { Database } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { enqueueMail } from '../../mail/enqueue-mail.ts';
import type { BillingAccountRow } from '../subscriptions/billing-account.ts';
import type { InvoiceRow } from './invoices.repository.ts';
import { invoiceNumberLabel, renderInvoicePdf } from './invoice-document.ts';
import { invoiceMail } from './invoice-mail.ts';

/** The invoice e-mail, with its PDF, to the account's billing recipient as it is now; nothing without one. */
export const mailInvoice = async (
  deps: Pick<Deps, 'mailRepository' | 'clock' | 'config'>,
  account: Pick<BillingAccountRow, 'defaultEmail' | 'name'>,
  invoice: InvoiceRow,
  tx: Database,
) => {
  if (!account.defaultEmail) return;
  const pdf = await renderInvoicePdf(invoice);
  await enqueueMail(
    deps,
    invoiceMail({
      to: account.defaultEmail,
      accountName: account.name,
      number: invoiceNumberLabel(invoice),
      amount: invoice.amount,
      currency: invoice.currency,
      status: invoice.paid ? 'paid' : 'raised',
      pdf,
      publicUrl: deps.config.publicUrl,
    }),
    tx,
  );
};

/** Mails an invoice by its id, as committed so far in the caller's transaction; nothing when it is not there. */
export const mailInvoiceById = async (
  deps: Pick<Deps, 'invoicesRepository' | 'mailRepository' | 'clock' | 'config'>,
  account: Pick<BillingAccountRow, 'defaultEmail' | 'name'>,
  invoiceId: string,
  tx: Database,
) => {
  const invoice = await deps.invoicesRepository.findInvoiceById(invoiceId, tx);
  if (invoice) await mailInvoice(deps, account, invoice, tx);
};
