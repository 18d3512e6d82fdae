import { AppError } from '@psc/core/shared/app-error';
import type { Deps } from '../../../deps.ts';
import { invoiceNumberLabel } from './invoice-document.ts';
import { mailInvoice } from './mail-invoice.ts';
import { toInvoiceReply } from './list-invoices.ts';
import { findAccount } from '../../accounts/accounts-for-support.ts';

/** An account's invoices for the operations console's customer desk (issue 15 item 4): newest first. */
export const listAccountInvoices = async (deps: Pick<Deps, 'invoicesRepository'>, accountId: string) =>
  (await deps.invoicesRepository.listInvoices(accountId)).map(toInvoiceReply);

/**
 * The invoice e-mail again, with its PDF, to the account's billing recipient as it is now (the customer may have
 * changed it since): what support does when a customer says an invoice never arrived.
 */
export const resendInvoice = async (
  deps: Pick<
    Deps,
    | 'invoicesRepository'
    | 'accountsRepository'
    | 'mailRepository'
    | 'clock'
    | 'config'
    | 'database'
    | 'languageRepository'
  >,
  accountId: string,
  invoiceId: string,
): Promise<{ success: true; message: string; number: string; to: string }> => {
  const [invoice, account] = await Promise.all([
    deps.invoicesRepository.findInvoice(accountId, invoiceId),
    findAccount(deps, accountId),
  ]);
  if (invoice === null || account === null)
    throw new AppError('NOT_FOUND', 'No invoice of this account has this id');
  if (!account.defaultEmail)
    throw new AppError('CONFLICT', 'The account has no billing e-mail to send it to');
  const number = invoiceNumberLabel(invoice);
  await deps.database.db.transaction((tx) => mailInvoice(deps, account, invoice, tx));
  return {
    success: true,
    message: `Invoice ${number} sent to ${account.defaultEmail}`,
    number,
    to: account.defaultEmail,
  };
};
