import type { InvoiceReply } from '@psc/core/billing/payment.schemas';
import { AppError } from '@psc/core/shared/app-error';
import { billingRecordMessages } from '@psc/core/billing/billing-record-messages';
import type { Deps } from '../../../deps.ts';
import type { Principal } from '../../../shared/principal.ts';
import { toInvoiceReply } from './list-invoices.ts';

/** GET /api/v1/accounts/invoices/{invoiceId}: one invoice of the caller's account (another account's id finds nothing). */
export const getInvoice = async (
  deps: Pick<Deps, 'invoicesRepository'>,
  principal: Principal,
  invoiceId: string,
): Promise<InvoiceReply> => {
  const row = await deps.invoicesRepository.findInvoice(principal.accountId, invoiceId);
  if (!row) throw new AppError('NOT_FOUND', billingRecordMessages.invoiceNotFound);
  return toInvoiceReply(row);
};
