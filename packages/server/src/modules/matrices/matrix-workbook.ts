import { moneyNumberFormatOf } from '@psc/core/pricing/currency-minor-units';
import type ExcelJS from 'exceljs';
import { loadExcel } from '../../adapters/on-demand-libraries.ts';
import { sanitizeFileName } from '@psc/core/calculators/calculator-naming';
import type { MatrixPricesReply } from '@psc/core/matrices/matrices.schemas';
import type { Language } from '@psc/core/personalisation/languages';
import type { MailMessageKey } from '@psc/core/i18n/mail-catalogue';
import { translatorFor, type Translator } from '../../shared/translate.ts';
import type { ExportFile } from '../calculators/calculator-export-sheet.ts';

const cheapestFill: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFD8F0DC' } };

/**
 * The publications a matrix was priced from, in words: '4:1:0:6' is 'price publication 4, FX publication 1, no
 * freight publication, rule tables version 6' (issue 48 item 13: the bare numbers meant nothing to a reader).
 */
const publications = ['price', 'fx', 'freight', 'rules'] as const;

export const publicationsText = (marketVersion: string, t: Translator = translatorFor('en')): string => {
  const parts = marketVersion.split(':');
  if (parts.length !== publications.length) return t('matrix.publications', { version: marketVersion });
  return parts
    .map((part, index) => {
      const name = publications[index] ?? 'price';
      return part === '0'
        ? t(`matrix.noPublication.${name}` satisfies MailMessageKey)
        : t(`matrix.publication.${name}` satisfies MailMessageKey, { number: part });
    })
    .join(', ');
};

/**
 * Under the grid, the taxes at import per tonne of each cell (VAT and the like), outside the DDP like the quote's
 * (decisions 0120, 0133): a number where known (0 when nothing is imported), 'not known' where the table has none.
 * Nothing when the reply predates the field.
 */
const addImportTaxRows = (
  sheet: ExcelJS.Worksheet,
  prices: MatrixPricesReply,
  period: MatrixPricesReply['periods'][number],
  amountFormat: string,
  t: Translator,
): void => {
  if (!period.cells.some((row) => row.some((cell) => cell.importTax !== undefined))) return;
  sheet.addRow([]);
  sheet.addRow([t('quotePdf.importTaxes')]).font = { bold: true };
  prices.origins.forEach((origin, originIndex) => {
    const cells = period.cells[originIndex] ?? [];
    const row = sheet.addRow([
      origin.label,
      t('matrix.perTonne'),
      ...cells.map((cell) =>
        cell.error !== null ? '—' : cell.importTax == null ? t('matrix.notKnown') : cell.importTax,
      ),
    ]);
    cells.forEach((cell, destinationIndex) => {
      if (typeof cell.importTax === 'number') row.getCell(destinationIndex + 3).numFmt = amountFormat;
    });
  });
};

/**
 * The priced matrix as a workbook (issue 16 item 1): one sheet per period, origins down, destinations across, the
 * DDP per tonne as numbers (the same figures as the screen), the cheapest origin of each column filled and named
 * below, the period each row prices and any cell's reason in a comment.
 */
export const matrixWorkbookFile = async (
  prices: MatrixPricesReply,
  now: Date,
  language: Language = 'en',
): Promise<ExportFile> => {
  const t = translatorFor(language);
  const workbook = new (await loadExcel()).Workbook();
  workbook.creator = 'PSC';
  workbook.created = now;
  const amountFormat = `${moneyNumberFormatOf(prices.currencyCode)} "${prices.currencyCode}"`;
  // The figure stays a number; the format says it leaves duty out (decision 0117).
  const incompleteFormat = `${moneyNumberFormatOf(prices.currencyCode)} "${prices.currencyCode} (${t('matrix.excludesDuty')})"`;
  for (const period of prices.periods) {
    const sheet = workbook.addWorksheet(period.name);
    sheet.addRow([t('matrix.title', { name: prices.name, period: period.name })]).font = { bold: true };
    sheet.addRow([
      t('matrix.pricedOn', {
        day: prices.pricingDay,
        publications: publicationsText(prices.marketVersion, t),
      }),
    ]);
    sheet.addRow([]);
    const header = sheet.addRow([
      t('matrix.origin'),
      t('matrix.period'),
      ...prices.destinations.map((destination) => `${destination.name} (${destination.countryName})`),
    ]);
    header.font = { bold: true };
    prices.origins.forEach((origin, originIndex) => {
      const cells = period.cells[originIndex] ?? [];
      const periodName = cells.find((cell) => cell.periodName !== null)?.periodName ?? '';
      const row = sheet.addRow([origin.label, periodName, ...cells.map((cell) => cell.price)]);
      cells.forEach((cell, destinationIndex) => {
        const target = row.getCell(destinationIndex + 3);
        target.numFmt = amountFormat;
        if (cell.error !== null) {
          target.value = '—';
          target.note = cell.error;
        } else if (!cell.priceComplete) {
          target.numFmt = incompleteFormat;
          target.font = { italic: true };
          target.note = t('matrix.incompleteNote', {
            country: prices.destinations[destinationIndex]?.countryName ?? t('matrix.thisDestination'),
          });
        }
        if (period.cheapestOrigin[destinationIndex] === originIndex) {
          target.fill = cheapestFill;
          target.font = { bold: true };
        }
      });
    });
    sheet.addRow([]);
    sheet.addRow([
      t('matrix.cheapest'),
      '',
      ...period.cheapestOrigin.map((index) => (index === null ? '—' : (prices.origins[index]?.label ?? ''))),
    ]).font = { italic: true };
    addImportTaxRows(sheet, prices, period, amountFormat, t);
    sheet.getColumn(1).width = 40;
    sheet.getColumn(2).width = 12;
    prices.destinations.forEach((_destination, index) => {
      sheet.getColumn(index + 3).width = 18;
    });
    sheet.views = [{ state: 'frozen', xSplit: 2, ySplit: 4 }];
  }
  return {
    fileName: `${sanitizeFileName(`Matrix ${prices.name} ${prices.pricingDay}`)}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
};
