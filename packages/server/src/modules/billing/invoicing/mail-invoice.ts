import type { Database } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import type { Language } from '@psc/core/personalisation/languages';
import { enqueueMail } from '../../mail/enqueue-mail.ts';
import { addressLanguage } from '../../personalisation/recipient-language.ts';
import type { BillingAccountRow } from '../subscriptions/billing-account.ts';
import type { InvoiceRow } from './invoices.repository.ts';
import { invoiceNumberLabel, renderInvoicePdf } from './invoice-document.ts';
import { invoiceMail } from './invoice-mail.ts';

/**
 * The billing recipient's language (decision 0147): their own when the address is a user of the account, else the
 * account's default, else English.
 */
export const billingRecipientLanguage = (
  deps: Pick<Deps, 'languageRepository'>,
  account: Pick<BillingAccountRow, 'id' | 'defaultEmail'>,
  executor?: Database,
): Promise<Language> => addressLanguage(deps, account.id, account.defaultEmail ?? '', executor);

/** The invoice e-mail, with its PDF, to the account's billing recipient as it is now; nothing without one. */
export const mailInvoice = async (
  deps: Pick<Deps, 'mailRepository' | 'clock' | 'config' | 'languageRepository'>,
  account: Pick<BillingAccountRow, 'id' | 'defaultEmail' | 'name'>,
  invoice: InvoiceRow,
  tx: Database,
) => {
  if (!account.defaultEmail) return;
  const language = await billingRecipientLanguage(deps, account, tx);
  const pdf = await renderInvoicePdf(invoice, language);
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
      language,
    }),
    tx,
  );
};

/** Mails an invoice by its id, as committed so far in the caller's transaction; nothing when it is not there. */
export const mailInvoiceById = async (
  deps: Pick<Deps, 'invoicesRepository' | 'mailRepository' | 'clock' | 'config' | 'languageRepository'>,
  account: Pick<BillingAccountRow, 'id' | 'defaultEmail' | 'name'>,
  invoiceId: string,
  tx: Database,
) => {
  const invoice = await deps.invoicesRepository.findInvoiceById(invoiceId, tx);
  if (invoice) await mailInvoice(deps, account, invoice, tx);
};
