import { invoiceStatus } from '@psc/core/billing/catalogue';
import type { Quote } from '@psc/core/billing/quote';
import { periodFor } from '@psc/core/billing/subscription-term';
import type { Database } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import type { BillingAccountRow, PurchaseRow } from '../subscriptions/billing-account.ts';
import type { InvoiceRow } from './invoices.repository.ts';
import type { PurchaseTerms } from '../subscriptions/billing-terms.ts';
import { buyerFromAccount, type InvoiceLine } from './invoice-document.ts';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Invoice lines whose sum, less the discount, is the amount charged: the same figures as the quote. */
export const invoiceLinesFor = (quote: Quote, planName: string): InvoiceLine[] => {
  const lines: InvoiceLine[] = quote.bandLines.map((line) =>
    line.unitAmount === 0
      ? {
          // One flat fee, whatever the users it covers: quantity 1 at its price, so quantity × unit = amount.
          description: `${planName} plan, users ${line.band}: flat fee covering ${line.quantity} user${line.quantity === 1 ? '' : 's'}`,
          quantity: 1,
          unitAmount: line.flatAmount,
          amount: line.total,
        }
      : {
          description: `${planName} user licences, band ${line.band}`,
          quantity: line.quantity,
          unitAmount: line.unitAmount,
          amount: line.total,
        },
  );
  if (quote.sourceCost > 0)
    lines.push({
      description: 'Extra data sets',
      quantity: 1,
      unitAmount: quote.sourceCost,
      amount: quote.sourceCost,
    });
  if (quote.proration) {
    const { daysLeft, daysInPeriod, newPart, creditPart } = quote.proration;
    if (newPart !== quote.periodTotal)
      lines.push({
        description: `Prorated to ${daysLeft} of ${daysInPeriod} days`,
        quantity: 1,
        unitAmount: newPart - quote.periodTotal,
        amount: newPart - quote.periodTotal,
      });
    if (creditPart > 0)
      lines.push({
        description: `Credit for the ${daysLeft} unused days already paid`,
        quantity: 1,
        unitAmount: -creditPart,
        amount: -creditPart,
      });
  }
  if (quote.credit > 0)
    lines.push({
      description: 'Credit carried from the previous period',
      quantity: 1,
      unitAmount: -quote.credit,
      amount: -quote.credit,
    });
  return lines;
};

/** Issues an invoice with the next number of the seller in the caller's transaction. */
export const issueInvoice = async (
  deps: Pick<Deps, 'invoicesRepository' | 'config'>,
  input: {
    account: BillingAccountRow;
    purchase: Pick<PurchaseRow, 'id' | 'amount' | 'currency' | 'periodStart' | 'periodEnd'> & {
      terms: PurchaseTerms;
      quote: Quote;
    };
    planName: string;
    subscriptionId: string | null;
    description: string;
    status: number;
    paidAt: Date | null;
    paymentReference: string | null;
    periodKey: string | null;
    at: Date;
  },
  tx: Database,
): Promise<InvoiceRow> => {
  const seller = deps.config.billing.seller;
  const number = await deps.invoicesRepository.nextInvoiceNumber(seller.code, tx);
  return deps.invoicesRepository.insertInvoice(
    {
      seller: seller.code,
      number,
      accountId: input.account.id,
      subscriptionId: input.subscriptionId,
      purchaseId: input.purchase.id,
      periodKey: input.periodKey,
      amount: input.purchase.amount,
      subtotal: input.purchase.quote.cost,
      discount: input.purchase.quote.discount,
      tax: 0,
      currency: input.purchase.currency,
      description: input.description,
      emittedWhen: input.at,
      paid: input.paidAt !== null,
      paidWhen: input.paidAt,
      paymentFrequency: input.purchase.terms.paymentFrequency,
      paymentMethod: input.account.paymentMethod,
      paymentProcessorId: input.paymentReference ? 'card' : null,
      paymentReference: input.paymentReference,
      period: `${isoDay(input.purchase.periodStart)} - ${isoDay(input.purchase.periodEnd)}`,
      periodFor: periodFor(input.purchase.periodStart.getTime()),
      periodStart: input.purchase.periodStart,
      periodEnd: input.purchase.periodEnd,
      numberOfUsers: input.purchase.terms.numberOfUsers,
      status: input.status,
      lines: invoiceLinesFor(input.purchase.quote, input.planName),
      buyer: buyerFromAccount(input.account),
      sellerDetails: {
        name: seller.name,
        address: seller.address.split(/\s*,\s*/),
        vat: seller.vat,
        email: seller.email,
      },
    },
    tx,
  );
};

/** A raised invoice (a renewal charged later) becomes paid by card, in the caller's transaction. */
export const markInvoicePaid = async (
  deps: Pick<Deps, 'invoicesRepository'>,
  invoiceId: string,
  payment: { paidAt: Date; paymentReference: string | null },
  tx: Database,
): Promise<void> => {
  await deps.invoicesRepository.updateInvoice(
    invoiceId,
    {
      status: invoiceStatus.paid,
      paid: true,
      paidWhen: payment.paidAt,
      paymentReference: payment.paymentReference,
      paymentProcessorId: 'card',
    },
    tx,
  );
};
