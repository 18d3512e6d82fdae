import { loadExcel, loadPdf } from '../../adapters/on-demand-libraries.ts';
import { sanitizeFileName } from '@psc/core/calculators/calculator-naming';
import {
  buyerCopyOf,
  quoteAmount,
  quoteInputsAsOf,
  quoteLineSource,
  quoteProvenanceLines,
  quoteTime,
} from '@psc/core/quotes/quote-document';
import type { BuyerQuote, QuoteReply, SharedQuoteReply } from '@psc/core/quotes/quotes.schemas';
import { languageOfAcceptLanguage, type Language } from '@psc/core/personalisation/languages';
import type { Deps } from '../../deps.ts';
import { translatorFor, type Translator } from '../../shared/translate.ts';
import { PdfWriter } from '../../shared/pdf/pdf-writer.ts';
import { userLanguage } from '../personalisation/recipient-language.ts';
import { toSharedQuoteReply } from './quote-reply.ts';
import type { QuoteRecord } from './quotes.repository.ts';
import { writeCalculatorSheet } from '../calculators/export-calculator-excel.ts';
import { rowName } from '../calculators/waterfall-row-names.ts';
import type { ExportFile } from '../calculators/calculator-export-sheet.ts';

export const quoteBaseName = (quote: Pick<SharedQuoteReply, 'name' | 'createdAt'>): string =>
  sanitizeFileName(`Quote ${quote.name} ${new Date(quote.createdAt).toISOString().slice(0, 10)}`);

/**
 * The waterfall's table: each line's name, its figure per tonne and its short source with its date. The line names
 * print in the reader's language (a source given in words comes so in the copy, `buyerCopyIn`); names of sources
 * stay as written.
 */
const writeWaterfall = (page: PdfWriter, copy: BuyerQuote, t: Translator): void => {
  page.moveDown();
  const tableTop = page.y;
  const columns = { label: 50, amount: 200, source: 300 };
  page.style({ bold: true }).text(t('quotePdf.line'), { x: columns.label, y: tableTop });
  page.text(`${copy.currencyCode}/t`, { x: columns.amount, y: tableTop, width: 80, align: 'right' });
  page.text(t('quotePdf.source'), { x: columns.source, y: tableTop });
  for (const line of copy.lines) {
    const y = page.y + 4;
    page.style({ bold: line.subtotal });
    page.text(rowName(t, line.label), { x: columns.label, y, width: 145 });
    page.text(quoteAmount(line.perTonne, copy.currencyCode), {
      x: columns.amount,
      y,
      width: 80,
      align: 'right',
    });
    page.style({ bold: false }).text(quoteLineSource(line), { x: columns.source, y, width: 245 });
  }
};

/**
 * The quote as a PDF for the buyer (decision 0096): the account's letterhead, what is priced, the waterfall with a
 * short source and date per line when the trader shares the lines, the DDP per tonne and for the cargo, validity.
 */
export const renderQuotePdf = async (quote: SharedQuoteReply, language: Language = 'en'): Promise<Buffer> => {
  const PDFDocument = await loadPdf();
  const t = translatorFor(language);
  return new Promise((resolve, reject) => {
    const copy = quote.buyerCopy;
    const document = new PDFDocument({
      size: 'A4',
      margin: 50,
      info: {
        Title: t('quotePdf.docTitle', { name: quote.name }),
        Author: 'PSC',
        CreationDate: new Date(quote.createdAt),
      },
    });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    const page = new PdfWriter(document, language);

    page.text(
      quote.letterhead.companyName || t('quotePdf.quotation'),
      { x: 50, y: 50 },
      { bold: true, size: 14 },
    );
    page.style({ bold: false, size: 9 });
    for (const line of quote.letterhead.lines) page.text(line);
    page.text(t('quotePdf.title'), { x: 300, y: 50, align: 'right' }, { bold: true, size: 18 });
    page.style({ bold: false, size: 9 });
    page.text(t('quotePdf.issued', { time: quoteTime(quote.createdAt) }), { align: 'right' });
    page.text(
      t(quote.valid ? 'quotePdf.validUntil' : 'quotePdf.validUntilExpired', {
        time: quoteTime(quote.validUntil),
      }),
      { align: 'right' },
    );

    page.moveDown(3).style({ bold: true, size: 12 }).text(quote.name, { x: 50 });
    page.style({ bold: false, size: 9 }).text(copy.subject);
    if (quote.note !== '') page.moveDown(0.5).text(quote.note);

    if (copy.lines.length > 0) writeWaterfall(page, copy, t);

    page.moveDown(1.5).style({ bold: true, size: 12 });
    const currency = copy.currencyCode;
    page.text(t('quotePdf.ddp', { amount: quoteAmount(copy.price, currency), currency }), { x: 50 });
    page.text(
      t('quotePdf.cargo', {
        amount: quoteAmount(copy.total, currency),
        currency,
        tons: quoteAmount(copy.tons),
      }),
    );
    // A price that leaves a cost out says so right under the figures (decision 0117).
    if (copy.incompleteNote !== null) page.text(copy.incompleteNote, {}, { color: '#b00020' });
    // Taxes at import sit beside the DDP, never in it (decisions 0120, 0133), each with its base, rate and source.
    if (copy.importTaxes.length > 0) {
      page.moveDown(0.5).style({ bold: true, size: 9 }).text(t('quotePdf.importTaxes'), { x: 50 });
      page.style({ bold: false });
      for (const tax of copy.importTaxes)
        page.text(
          t('quotePdf.tax', {
            label: tax.label,
            perTonne: quoteAmount(tax.perTonne, currency),
            total: quoteAmount(tax.total, currency),
            currency,
            source: tax.source,
          }),
          { width: 495 },
        );
    }
    page.style({ bold: false, size: 8 }).moveDown();
    page.text(t('quotePdf.frozen', { day: copy.pricedOn }));
    const inputsAsOf = copy.inputsAsOf.map((input) => ({
      ...input,
      asOf: input.asOf ?? t('quotePdf.notPublished'),
    }));
    if (inputsAsOf.length > 0) page.text(t('quotePdf.asOf', { inputs: quoteInputsAsOf(inputsAsOf) }));
    document.end();
  });
};

/** The buyer's copy as a PDF in `language` prints it: its subject's, sources' and import taxes' words translated (0154). */
export const buyerCopyIn = (
  language: Language,
  ...[calculator, copy, pricedOn, freshness]: Parameters<typeof buyerCopyOf>
): BuyerQuote => {
  const t = translatorFor(language);
  return buyerCopyOf(calculator, copy, pricedOn, freshness, {
    route: (from, to) => t('quotePdf.subjectRoute', { from, to }),
    cargo: (tons, currency) => t('quotePdf.subjectCargo', { tons, currency }),
    freight: (mode) => t(`quotePdf.freight.${mode}`),
    importTax: (tax) => t('quotePdf.importTaxLine', tax),
    sellersFigure: t('quotePdf.sellersFigure'),
    sellersEstimate: t('quotePdf.sellersEstimate'),
  });
};

/**
 * A signed-out buyer's copy reads in the reader's language, as their browser asks (Accept-Language); without one (a
 * mail client's preview, a script), in the language of the user who froze the quote (decision 0147).
 */
export const readerLanguage = async (
  deps: Pick<Deps, 'languageRepository'>,
  acceptLanguage: string | undefined,
  frozenBy: { accountId: string; personId: string },
): Promise<Language> => languageOfAcceptLanguage(acceptLanguage) ?? userLanguage(deps, frozenBy);

export const quotePdfFile = async (
  quote: SharedQuoteReply,
  language: Language = 'en',
): Promise<ExportFile> => ({
  fileName: `${quoteBaseName(quote)}.pdf`,
  contentType: 'application/pdf',
  body: await renderQuotePdf(quote, language),
});

/**
 * The quote as a workbook, the trader's own working copy: its header (validity, provenance) above the calculator's
 * live sheet, every note included.
 */
export const quoteWorkbookFile = async (
  quote: QuoteReply,
  language: Language = 'en',
): Promise<ExportFile> => {
  const t = translatorFor(language);
  const workbook = new (await loadExcel()).Workbook();
  workbook.creator = 'PSC';
  workbook.created = new Date(quote.createdAt);
  workbook.calcProperties.fullCalcOnLoad = true;
  writeCalculatorSheet(
    workbook,
    quote.calculator,
    quote.name,
    new Date(quote.createdAt),
    [
      [t('export.quote'), quote.name],
      [t('export.issuedBy'), quote.letterhead.companyName],
      [t('export.issued'), new Date(quote.createdAt)],
      [t('export.validUntil'), new Date(quote.validUntil)],
      ...(quote.note === '' ? [] : [[t('export.note'), quote.note]]),
      ...quoteProvenanceLines(quote).map((line) => [t('export.provenance'), line]),
    ],
    language,
  );
  return {
    fileName: `${quoteBaseName(quote)}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
};

/** What a share link's PDF holds: the buyer's copy the trader chose to share, in the reader's language. */
export const sharedQuotePdfFile = (record: QuoteRecord, now: Date, language: Language): Promise<ExportFile> =>
  quotePdfFile(
    {
      ...toSharedQuoteReply(record, now),
      buyerCopy: buyerCopyIn(
        language,
        record.reply,
        record.shareCopy,
        record.publications.pricingDay,
        record.freshness,
      ),
    },
    language,
  );
