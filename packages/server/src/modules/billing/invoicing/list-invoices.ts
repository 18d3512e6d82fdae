import type { InvoiceReply } from '@psc/core/billing/payment.schemas';
import { AppError } from '@psc/core/shared/app-error';
import { userMessages } from '@psc/core/users/users.schemas';
import type { Deps } from '../../../deps.ts';
import type { Principal } from '../../../shared/principal.ts';
import type { InvoiceRow } from './invoices.repository.ts';
import { invoiceNumberLabel, type InvoiceLine } from './invoice-document.ts';

export const toInvoiceReply = (row: InvoiceRow): InvoiceReply => ({
  id: row.id,
  number: invoiceNumberLabel(row),
  accountId: row.accountId,
  amount: row.amount,
  currency: row.currency,
  description: row.description,
  emittedWhen: row.emittedWhen.getTime(),
  paid: row.paid,
  paidWhen: row.paidWhen?.getTime() ?? null,
  paymentFrequency: row.paymentFrequency,
  paymentMethod: row.paymentMethod,
  paymentProcessorId: row.paymentProcessorId,
  paymentReference: row.paymentReference,
  period: row.period,
  periodFor: row.periodFor,
  numberOfUsers: row.numberOfUsers,
  subscriptionId: row.subscriptionId,
  status: row.status,
  lines: row.lines as InvoiceLine[],
  subtotal: row.subtotal,
  discount: row.discount,
  tax: row.tax,
});

/** GET /api/v1/accounts/invoices, myInvoices and {accountId}/invoices: newest first; only ever the caller's account. */
export const listInvoices = async (
  deps: Pick<Deps, 'invoicesRepository'>,
  principal: Principal,
  accountId?: string,
): Promise<InvoiceReply[]> => {
  if (accountId !== undefined && accountId !== principal.accountId)
    throw new AppError('FORBIDDEN', userMessages.operationNotPermitted);
  return (await deps.invoicesRepository.listInvoices(principal.accountId)).map(toInvoiceReply);
};
