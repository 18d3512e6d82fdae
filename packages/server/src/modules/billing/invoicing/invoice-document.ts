import { loadPdf } from '../../../adapters/on-demand-libraries.ts';
import { formatSignedMoney, invoiceStatusLabel } from '@psc/core/billing/catalogue';
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

/** The invoice as a PDF: seller and buyer, the buyer's VAT number, band lines, discount, tax and total. */
export const renderInvoicePdf = async (row: InvoiceRow): Promise<Buffer> => {
  const PDFDocument = await loadPdf();
  return new Promise((resolve, reject) => {
    const document = new PDFDocument({
      size: 'A4',
      margin: 50,
      info: { Title: `Invoice ${invoiceNumberLabel(row)}`, Author: 'PSC', CreationDate: row.emittedWhen },
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

    document.fontSize(20).font('Helvetica-Bold').text('INVOICE', 50, 50);
    document.fontSize(10).font('Helvetica');
    document.text(`Invoice number: ${invoiceNumberLabel(row)}`, 350, 50, { align: 'right' });
    document.text(`Issue date: ${isoDate(row.emittedWhen)}`, { align: 'right' });
    document.text(`Period: ${isoDate(row.periodStart)} to ${isoDate(row.periodEnd)}`, { align: 'right' });
    document.text(
      `Status: ${invoiceStatusLabel(row.status)}${row.paidWhen ? ` (${isoDate(row.paidWhen)})` : ''}`,
      { align: 'right' },
    );

    const partyBlock = (title: string, party: InvoiceParty, x: number) => {
      document.font('Helvetica-Bold').text(title, x, 130);
      document.font('Helvetica').text(party.name, x);
      if (party.contact) document.text(party.contact, x);
      for (const line of party.address) document.text(line, x);
      if (party.email) document.text(party.email, x);
      document.text(`VAT: ${party.vat ?? 'not given'}`, x);
    };
    partyBlock('From', seller, 50);
    partyBlock('Bill to', buyer, 320);

    let y = 260;
    document.font('Helvetica-Bold');
    document
      .text('Description', 50, y)
      .text('Qty', 330, y, { width: 40, align: 'right' })
      .text('Unit', 380, y, { width: 80, align: 'right' })
      .text('Amount', 470, y, { width: 80, align: 'right' });
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
    total('Subtotal', row.subtotal);
    total('Discount', -row.discount);
    total(`Tax`, row.tax);
    total(`Total (${row.currency})`, row.amount, true);

    document
      .font('Helvetica')
      .fontSize(9)
      .text(
        `${row.description}. ${row.paymentFrequency} in advance, ${row.numberOfUsers} user licence(s). Paid by ${row.paymentMethod ?? 'card'}${row.paymentReference ? `, reference ${row.paymentReference}` : ''}.`,
        50,
        y + 20,
        { width: 500 },
      );
    document.end();
  });
};
