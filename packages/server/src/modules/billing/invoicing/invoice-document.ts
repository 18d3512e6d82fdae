import { loadPdf } from '../../../adapters/on-demand-libraries.ts';
import { formatSignedMoney } from '@psc/core/billing/catalogue';
import type { Language } from '@psc/core/personalisation/languages';
import type { MailMessageKey } from '@psc/core/i18n/mail-catalogue';
import { pdfLanguage, translatorFor } from '../../../shared/translate.ts';
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
  const t = translatorFor(pdfLanguage(language));
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

    const seller = row.sellerDetails as InvoiceParty;
    const buyer = row.buyer as InvoiceParty;
    const lines = row.lines as InvoiceLine[];
    // Helvetica's encoding (WinAnsi) has no U+2212: the en dash is the minus a standard PDF font can print.
    const money = (amount: number) => formatSignedMoney(amount, row.currency, '\u2013');

    document.fontSize(20).font('Helvetica-Bold').text(t('invoicePdf.title'), 50, 50);
    document.fontSize(10).font('Helvetica');
    document.text(t('invoicePdf.number', { number: invoiceNumberLabel(row) }), 350, 50, { align: 'right' });
    document.text(t('invoicePdf.issueDate', { date: isoDate(row.emittedWhen) }), { align: 'right' });
    document.text(t('invoicePdf.period', { start: isoDate(row.periodStart), end: isoDate(row.periodEnd) }), {
      align: 'right',
    });
    const status = t(statusKeys[row.status] ?? 'invoicePdf.statusPending');
    document.text(
      `${t('invoicePdf.status', { status })}${row.paidWhen ? ` (${isoDate(row.paidWhen)})` : ''}`,
      { align: 'right' },
    );

    const partyBlock = (title: string, party: InvoiceParty, x: number) => {
      document.font('Helvetica-Bold').text(title, x, 130);
      document.font('Helvetica').text(party.name, x);
      if (party.contact) document.text(party.contact, x);
      for (const line of party.address) document.text(line, x);
      if (party.email) document.text(party.email, x);
      const vat = party.vat ?? null;
      document.text(vat === null ? t('invoicePdf.vatNotGiven') : t('invoicePdf.vat', { vat }), x);
    };
    partyBlock(t('invoicePdf.from'), seller, 50);
    partyBlock(t('invoicePdf.billTo'), buyer, 320);

    let y = 260;
    document.font('Helvetica-Bold');
    document
      .text(t('invoicePdf.description'), 50, y)
      .text(t('invoicePdf.qty'), 330, y, { width: 40, align: 'right' })
      .text(t('invoicePdf.unit'), 380, y, { width: 80, align: 'right' })
      .text(t('invoicePdf.amount'), 470, y, { width: 80, align: 'right' });
    document
      .moveTo(50, y + 14)
      .lineTo(550, y + 14)
      .stroke();
    document.font('Helvetica');
    y += 22;
    for (const line of lines) {
      document.text(line.description, 50, y, { width: 270 });
      document.text(String(line.quantity), 330, y, { width: 40, align: 'right' });
      document.text(money(line.unitAmount), 380, y, { width: 80, align: 'right' });
      document.text(money(line.amount), 470, y, { width: 80, align: 'right' });
      y += 18;
    }
    document
      .moveTo(330, y + 4)
      .lineTo(550, y + 4)
      .stroke();
    y += 12;
    const total = (label: string, amount: number, bold = false) => {
      document
        .font(bold ? 'Helvetica-Bold' : 'Helvetica')
        .text(label, 330, y, { width: 130, align: 'right' })
        .text(money(amount), 470, y, { width: 80, align: 'right' });
      y += 16;
    };
    total(t('invoicePdf.subtotal'), row.subtotal);
    total(t('invoicePdf.discount'), -row.discount);
    total(t('invoicePdf.tax'), row.tax);
    total(t('invoicePdf.total', { currency: row.currency }), row.amount, true);

    const frequencyKey = frequencyKeys[row.paymentFrequency];
    document
      .font('Helvetica')
      .fontSize(9)
      .text(
        t('invoicePdf.terms', {
          description: row.description,
          frequency: frequencyKey === undefined ? row.paymentFrequency : t(frequencyKey),
          users: String(row.numberOfUsers),
          method: row.paymentMethod ?? t('invoicePdf.card'),
          reference: row.paymentReference
            ? t('invoicePdf.reference', { reference: row.paymentReference })
            : '',
        }),
        50,
        y + 20,
        { width: 500 },
      );
    document.end();
  });
};
