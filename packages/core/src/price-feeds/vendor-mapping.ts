import { parseCsv } from '../market-data/csv.ts';
import type { ImportError } from '../market-data/price-import.ts';
import type { VendorMapping } from './price-feeds.schemas.ts';

/** A vendor's row as PSC's price import reads it (psc-json): the import's own checks then apply unchanged. */
export type MappedPriceRecord = {
  contractId: string;
  periodId: string;
  price: number | string;
  currencyCode: string;
  lastUpdated: string;
};

export type VendorMappingResult =
  | { readonly ok: true; readonly records: MappedPriceRecord[]; readonly skipped: number }
  | { readonly ok: false; readonly errors: ImportError[] };

const valueAt = (value: unknown, path: string): unknown =>
  path === ''
    ? value
    : path.split('.').reduce<unknown>((current, key) => {
        if (typeof current !== 'object' || current === null) return undefined;
        return (current as Record<string, unknown>)[key];
      }, value);

/** A date field as an instant the import takes: an ISO date is that day's midnight UTC; a date-time as given. */
const instantText = (value: unknown): string | null => {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return `${text}T00:00:00Z`;
  if (/^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/.test(text) && !Number.isNaN(Date.parse(text)))
    return new Date(Date.parse(text)).toISOString();
  return null;
};

const recordsOf = (
  text: string,
  format: 'json' | 'csv',
  mapping: VendorMapping,
): { records: Record<string, unknown>[]; lineOf: (index: number) => number } | ImportError => {
  if (format === 'csv') {
    const [header = [], ...body] = parseCsv(text);
    const columns = header.map((name) => name.trim());
    const missing = [mapping.symbolField, mapping.priceField, mapping.dateField].filter(
      (name) => !columns.includes(name),
    );
    if (missing.length > 0)
      return { line: 1, field: missing.join(', '), message: `missing column(s): ${missing.join(', ')}` };
    return {
      records: body
        .filter((fields) => fields.some((field) => field.trim() !== ''))
        .map((fields) =>
          Object.fromEntries(columns.map((name, index) => [name, (fields[index] ?? '').trim()])),
        ),
      lineOf: (index) => index + 2,
    };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { line: 1, field: '', message: `not JSON: ${(error as Error).message}` };
  }
  const rows = valueAt(parsed, mapping.rowsPath);
  if (!Array.isArray(rows))
    return {
      line: 1,
      field: mapping.rowsPath,
      message:
        mapping.rowsPath === '' ? 'expected an array of rows' : `no array of rows at ${mapping.rowsPath}`,
    };
  return {
    records: rows.map((row) =>
      typeof row === 'object' && row !== null ? (row as Record<string, unknown>) : {},
    ),
    lineOf: (index) => index + 1,
  };
};

/**
 * A vendor's JSON or CSV reply read through the feed's mapping (issue 47 item 1): each row whose symbol is mapped
 * becomes a price of its contract and period; rows of other symbols are skipped and counted. The result goes through
 * the price import's checks, so a vendor feed refuses what a console file would.
 */
export const mapVendorReply = (
  text: string,
  format: 'json' | 'csv',
  mapping: VendorMapping,
): VendorMappingResult => {
  const read = recordsOf(text, format, mapping);
  if ('line' in read) return { ok: false, errors: [read] };
  const bySymbol = new Map(mapping.symbols.map((entry) => [entry.symbol, entry]));
  const errors: ImportError[] = [];
  const records: MappedPriceRecord[] = [];
  let skipped = 0;
  read.records.forEach((record, index) => {
    const line = read.lineOf(index);
    const symbol = valueAt(record, mapping.symbolField);
    const target = typeof symbol === 'string' ? bySymbol.get(symbol.trim()) : undefined;
    if (target === undefined) {
      skipped += 1;
      return;
    }
    const price = valueAt(record, mapping.priceField);
    const lastUpdated = instantText(valueAt(record, mapping.dateField));
    if (typeof price !== 'number' && (typeof price !== 'string' || price.trim() === '')) {
      errors.push({ line, field: mapping.priceField, message: `no price for ${target.symbol}` });
      return;
    }
    if (lastUpdated === null) {
      errors.push({ line, field: mapping.dateField, message: `no ISO date for ${target.symbol}` });
      return;
    }
    records.push({
      contractId: target.contractId,
      periodId: target.periodId,
      price: typeof price === 'string' ? price.trim() : price,
      currencyCode: mapping.currencyCode,
      lastUpdated,
    });
  });
  if (errors.length > 0) return { ok: false, errors };
  if (records.length === 0)
    return {
      ok: false,
      errors: [{ line: 1, field: mapping.symbolField, message: 'no row of a mapped symbol' }],
    };
  return { ok: true, records, skipped };
};
