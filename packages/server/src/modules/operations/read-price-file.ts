import type { PriceFileRequest } from '@psc/core/operations/operations.schemas';
import { parseIceSettlement } from '@psc/core/operations/ice-settlement';
import { parsePriceImport } from '@psc/core/market-data/price-import';
import type { PriceRow } from '@psc/core/market-data/price-snapshot.schemas';
import type { Deps } from '../../deps.ts';
import { lineOfRow } from '../market-data/import-format.ts';
import { checkedPriceRows } from '../market-data/import-prices.ts';

export type PriceFile = { rows: PriceRow[]; skipped: number };

/**
 * A price file in the product's format or ICE's settlement CSV, read and checked exactly as a publication would be:
 * the preview refuses what publishing would refuse, every error by line.
 */
export const readPriceFile = (
  deps: Pick<Deps, 'referenceData' | 'clock'>,
  file: PriceFileRequest,
): PriceFile => {
  if (file.format === 'ice-csv') {
    const parsed = parseIceSettlement(file.text);
    const rows = checkedPriceRows(deps, parsed, (index) => (parsed.ok ? (parsed.lines[index] ?? 0) : 0));
    return { rows, skipped: parsed.skipped };
  }
  const format = file.format === 'psc-json' ? 'json' : 'csv';
  const rows = checkedPriceRows(deps, parsePriceImport(file.text, format), (index) =>
    lineOfRow(format, index),
  );
  return { rows, skipped: 0 };
};
