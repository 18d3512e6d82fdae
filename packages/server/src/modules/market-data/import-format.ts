import type { ImportError } from '@psc/core/market-data/price-import';
import { AppError } from '@psc/core/shared/app-error';

export type ImportFormat = 'csv' | 'json';

export type ImportInput = {
  text: string;
  format: ImportFormat;
  source: string;
  publisher: string;
};

/** Line of the n-th data row (0-based): the CSV header is line 1; JSON rows count from 1. */
export const lineOfRow = (format: ImportFormat, index: number): number =>
  format === 'csv' ? index + 2 : index + 1;

export const describeImportError = (error: ImportError): string =>
  `line ${error.line}${error.field === '' ? '' : `, ${error.field}`}: ${error.message}`;

/** All-or-nothing: the whole file is refused with every error listed. */
export const importRefused = (errors: readonly ImportError[]): AppError => {
  const sorted = [...errors].sort((a, b) => a.line - b.line);
  const shown = sorted.slice(0, 5).map(describeImportError).join('; ');
  const more = sorted.length > 5 ? `; and ${sorted.length - 5} more` : '';
  return new AppError('VALIDATION', `Nothing was imported: ${sorted.length} error(s): ${shown}${more}`, {
    body: { errors: sorted },
  });
};
