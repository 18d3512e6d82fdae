import { loadExcel, loadPdf } from '../../adapters/on-demand-libraries.ts';
import { sanitizeFileName } from '@psc/core/calculators/calculator-naming';
import {
  quoteAmount,
  quoteProvenanceLines,
  quoteSubject,
  quoteTime,
  quoteWaterfall,
} from '@psc/core/quotes/quote-document';
import type { SharedQuoteReply } from '@psc/core/quotes/quotes.schemas';
import { writeCalculatorSheet } from '../calculators/export-calculator-excel.ts';
import type { ExportFile } from '../calculators/calculator-export-sheet.ts';

export const quoteBaseName = (quote: SharedQuoteReply): string =>
  sanitizeFileName(`Quote ${quote.name} ${new Date(quote.createdAt).toISOString().slice(0, 10)}`);

/**
 * The quote as a PDF: the account's letterhead, what is priced, the waterfall with each figure's source, the DDP per
 * tonne and for the cargo, validity, and the publications it was priced from.
 */
export const renderQuotePdf = async (quote: SharedQuoteReply): Promise<Buffer> => {
  const PDFDocument = await loadPdf();
  return new Promise((resolve, reject) => {
    const calculator = quote.calculator;
    const document = new PDFDocument({
      size: 'A4',
      margin: 50,
      info: { Title: `Quote: ${quote.name}`, Author: 'PSC', CreationDate: new Date(quote.createdAt) },
    });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);

    document
      .font('Helvetica-Bold')
      .fontSize(14)
      .text(quote.letterhead.companyName || 'Quotation', 50, 50);
    document.font('Helvetica').fontSize(9);
    for (const line of quote.letterhead.lines) document.text(line);
    document.font('Helvetica-Bold').fontSize(18).text('DELIVERED PRICE QUOTE', 300, 50, { align: 'right' });
    document.font('Helvetica').fontSize(9);
    document.text(`Issued ${quoteTime(quote.createdAt)}`, { align: 'right' });
    document.text(`Valid until ${quoteTime(quote.validUntil)}${quote.valid ? '' : ' (expired)'}`, {
      align: 'right',
    });

    document.moveDown(3).font('Helvetica-Bold').fontSize(12).text(quote.name, 50);
    document.font('Helvetica').fontSize(9).text(quoteSubject(calculator));
    if (quote.note !== '') document.moveDown(0.5).text(quote.note);

    document.moveDown();
    const tableTop = document.y;
    const columns = { label: 50, amount: 200, source: 300 };
    document.font('Helvetica-Bold').text('Block', columns.label, tableTop);
    document.text(`${calculator.currencyCode}/t`, columns.amount, tableTop, { width: 80, align: 'right' });
    document.text('Source', columns.source, tableTop);
    document.font('Helvetica');
    const row = (label: string, amount: number, source: string, bold = false) => {
      const y = document.y + 4;
      document.font(bold ? 'Helvetica-Bold' : 'Helvetica');
      document.text(label, columns.label, y, { width: 145 });
      document.text(quoteAmount(amount), columns.amount, y, { width: 80, align: 'right' });
      document.font('Helvetica').text(source, columns.source, y, { width: 245 });
    };
    for (const line of quoteWaterfall(calculator)) row(line.label, line.perTonne, line.source, line.subtotal);

    document.moveDown(1.5).font('Helvetica-Bold').fontSize(12);
    document.text(`DDP ${quoteAmount(calculator.price)} ${calculator.currencyCode}/t`, 50);
    document.text(
      `Cargo ${quoteAmount(calculator.total)} ${calculator.currencyCode} (${quoteAmount(calculator.tons)} t)`,
    );
    document.font('Helvetica').fontSize(8).moveDown();
    for (const line of quoteProvenanceLines(quote)) document.text(line);
    document.text('Frozen figures: priced again from these publications, the quote gives the same numbers.');
    document.end();
  });
};

export const quotePdfFile = async (quote: SharedQuoteReply): Promise<ExportFile> => ({
  fileName: `${quoteBaseName(quote)}.pdf`,
  contentType: 'application/pdf',
  body: await renderQuotePdf(quote),
});

/** The quote as a workbook: its header (validity, provenance) above the calculator's live sheet. */
export const quoteWorkbookFile = async (quote: SharedQuoteReply): Promise<ExportFile> => {
  const workbook = new (await loadExcel()).Workbook();
  workbook.creator = 'PSC';
  workbook.created = new Date(quote.createdAt);
  workbook.calcProperties.fullCalcOnLoad = true;
  writeCalculatorSheet(workbook, quote.calculator, quote.name, new Date(quote.createdAt), [
    ['Delivered price quote', quote.name],
    ['Issued by', quote.letterhead.companyName],
    ['Issued', new Date(quote.createdAt)],
    ['Valid until', new Date(quote.validUntil)],
    ...(quote.note === '' ? [] : [['Note', quote.note]]),
    ...quoteProvenanceLines(quote).map((line) => ['Provenance', line]),
  ]);
  return {
    fileName: `${quoteBaseName(quote)}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
};
