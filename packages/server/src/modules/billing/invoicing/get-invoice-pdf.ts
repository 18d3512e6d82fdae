import { AppError } from '@psc/core/shared/app-error';
import { billingRecordMessages } from '@psc/core/billing/billing-record-messages';
import type { Deps } from '../../../deps.ts';
import type { Principal } from '../../../shared/principal.ts';
import { userLanguage } from '../../personalisation/recipient-language.ts';
import { invoiceNumberLabel, renderInvoicePdf } from './invoice-document.ts';

/** GET /api/v1/accounts/invoices/{invoiceId}/pdf: the invoice document, rendered from the stored invoice. */
export const getInvoicePdf = async (
  deps: Pick<Deps, 'invoicesRepository' | 'languageRepository'>,
  principal: Principal,
  invoiceId: string,
): Promise<{ filename: string; pdf: Buffer }> => {
  const row = await deps.invoicesRepository.findInvoice(principal.accountId, invoiceId);
  if (!row) throw new AppError('NOT_FOUND', billingRecordMessages.invoiceNotFound);
  // The reader's language: the signed-in user's (decision 0147).
  return {
    filename: `invoice-${invoiceNumberLabel(row)}.pdf`,
    pdf: await renderInvoicePdf(row, await userLanguage(deps, principal)),
  };
};
