import { loadPdf } from '../../../adapters/on-demand-libraries.ts';
import { formatSignedMoney } from '@psc/core/billing/catalogue';
import type { Language } from '@psc/core/personalisation/languages';
import type { MailMessageKey } from '@psc/core/i18n/mail-catalogue';
import { translatorFor } from '../../../shared/translate.ts';
import { PdfWriter } from '../../../shared/pdf/pdf-writer.ts';
import { countryNames } from '@psc/core/accounts/countries';
import type { InvoiceRow } from './invoices.repository.ts';

export type InvoiceLine = { description: string; quantity: number; unitAmount: number; amount: number };
export type InvoiceParty = {
  name: string;
  contact?: string | null;
  address: string[];
  vat: string | null;
  email?: string | null;
};

export const invoiceNumberLabel = (row: Pick<InvoiceRow, 'seller' | 'number'>): string =>
  `${row.seller}-${String(row.number).padStart(6, '0')}`;

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** Buyer block from the account's billing information (Info tab), copied onto the invoice at issue. */
export const buyerFromAccount = (account: {
  name: string;
  companyName: string | null;
  firstName: string | null;
  lastName: string | null;
  streetAddress: string | null;
  suite: string | null;
  city: string | null;
  state: string | null;
  postcode: string | null;
  country: string | null;
  vat: string | null;
  defaultEmail: string | null;
}): InvoiceParty => ({
  name: account.companyName ?? account.name,
  contact: [account.firstName, account.lastName].filter(Boolean).join(' ') || null,
  address: [
    [account.streetAddress, account.suite].filter(Boolean).join(', '),
    [account.postcode, account.city].filter(Boolean).join(' '),
    [
      account.state,
      account.country ? ((countryNames as Record<string, string>)[account.country] ?? account.country) : null,
    ]
      .filter(Boolean)
      .join(', '),
  ].filter((line) => line !== ''),
  vat: account.vat,
  email: account.defaultEmail,
});

const statusKeys: Record<number, MailMessageKey> = {
  0: 'invoicePdf.statusDraft',
  1: 'invoicePdf.statusRaised',
  2: 'invoicePdf.statusPaid',
  3: 'invoicePdf.statusCancelled',
};
const frequencyKeys: Record<string, MailMessageKey> = {
  Monthly: 'invoicePdf.monthly',
  Yearly: 'invoicePdf.yearly',
};

/**
 * The invoice as a PDF: seller and buyer, the buyer's VAT number, band lines, discount, tax and total. Its labels
 * read in `language` (decision 0147); what the invoice recorded at issue (lines, description) as it was recorded.
 */
export const renderInvoicePdf = async (row: InvoiceRow, language: Language = 'en'): Promise<Buffer> => {
  const PDFDocument = await loadPdf();
  const t = translatorFor(language);
  return new Promise((resolve, reject) => {
    const document = new PDFDocument({
      size: 'A4',
      margin: 50,
      info: {
        Title: t('invoice.subject', { number: invoiceNumberLabel(row) }),
        Author: 'PSC',
        CreationDate: row.emittedWhen,
      },
    });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    const page = new PdfWriter(document, language);

    const seller = row.sellerDetails as InvoiceParty;
    const buyer = row.buyer as InvoiceParty;
    const lines = row.lines as InvoiceLine[];
    // Helvetica's encoding (WinAnsi) has no U+2212: the en dash is the minus a standard PDF font can print.
    const money = (amount: number) => formatSignedMoney(amount, row.currency, '\u2013');

    page.text(t('invoicePdf.title'), { x: 50, y: 50 }, { bold: true, size: 20 });
    page.style({ bold: false, size: 10 });
    page.text(t('invoicePdf.number', { number: invoiceNumberLabel(row) }), { x: 350, y: 50, align: 'right' });
    page.text(t('invoicePdf.issueDate', { date: isoDate(row.emittedWhen) }), { align: 'right' });
    page.text(t('invoicePdf.period', { start: isoDate(row.periodStart), end: isoDate(row.periodEnd) }), {
      align: 'right',
    });
    const status = t(statusKeys[row.status] ?? 'invoicePdf.statusPending');
    page.text(`${t('invoicePdf.status', { status })}${row.paidWhen ? ` (${isoDate(row.paidWhen)})` : ''}`, {
      align: 'right',
    });

    const partyBlock = (title: string, party: InvoiceParty, x: number) => {
      page.text(title, { x, y: 130 }, { bold: true });
      page.text(party.name, { x });
      if (party.contact) page.text(party.contact, { x });
      for (const line of party.address) page.text(line, { x });
      if (party.email) page.text(party.email, { x });
      const vat = party.vat ?? null;
      page.text(vat === null ? t('invoicePdf.vatNotGiven') : t('invoicePdf.vat', { vat }), { x });
    };
    partyBlock(t('invoicePdf.from'), seller, 50);
    partyBlock(t('invoicePdf.billTo'), buyer, 320);

    let y = 260;
    page.style({ bold: true });
    page.text(t('invoicePdf.description'), { x: 50, y });
    page.text(t('invoicePdf.qty'), { x: 330, y, width: 40, align: 'right' });
    page.text(t('invoicePdf.unit'), { x: 380, y, width: 80, align: 'right' });
    page.text(t('invoicePdf.amount'), { x: 470, y, width: 80, align: 'right' });
    page.rule(50, y + 14, 550);
    page.style({ bold: false });
    y += 22;
    for (const line of lines) {
      page.text(line.description, { x: 50, y, width: 270 });
      page.text(String(line.quantity), { x: 330, y, width: 40, align: 'right' });
      page.text(money(line.unitAmount), { x: 380, y, width: 80, align: 'right' });
      page.text(money(line.amount), { x: 470, y, width: 80, align: 'right' });
      y += 18;
    }
    page.rule(330, y + 4, 550);
    y += 12;
    const total = (label: string, amount: number, bold = false) => {
      page.text(label, { x: 330, y, width: 130, align: 'right' }, { bold });
      page.text(money(amount), { x: 470, y, width: 80, align: 'right' }, { bold });
      y += 16;
    };
    total(t('invoicePdf.subtotal'), row.subtotal);
    total(t('invoicePdf.discount'), -row.discount);
    total(t('invoicePdf.tax'), row.tax);
    total(t('invoicePdf.total', { currency: row.currency }), row.amount, true);

    const frequencyKey = frequencyKeys[row.paymentFrequency];
    page.text(
      t('invoicePdf.terms', {
        description: row.description,
        frequency: frequencyKey === undefined ? row.paymentFrequency : t(frequencyKey),
        users: String(row.numberOfUsers),
        method: row.paymentMethod ?? t('invoicePdf.card'),
        reference: row.paymentReference ? t('invoicePdf.reference', { reference: row.paymentReference }) : '',
      }),
      { x: 50, y: y + 20, width: 500 },
      { bold: false, size: 9 },
    );
    document.end();
  });
};
