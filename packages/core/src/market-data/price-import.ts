import type { z } from 'zod';
import { parseCsv } from './csv.ts';
import { freightAssessmentRowSchema, type FreightAssessmentRow } from './freight-assessments.ts';
import { fxRateSchema } from './fx-snapshot.schemas.ts';
import type { FxRate } from './fx-snapshot.schemas.ts';
import { priceRowSchema } from './price-snapshot.schemas.ts';
import type { PriceRow } from './price-snapshot.schemas.ts';

export interface ImportError {
  /** 1-based line of the CSV file (the header is line 1), or 1-based index of the JSON array element. */
  readonly line: number;
  readonly field: string;
  readonly message: string;
}

/** All-or-nothing: either every row is valid, or nothing is imported and every error is listed. */
export type ImportResult<T> =
  | { readonly ok: true; readonly rows: T[] }
  | {
      readonly ok: false;
      readonly errors: ImportError[];
      /** The rows that did pass, each with its line, so a caller's further checks can report theirs in the same go. */
      readonly valid?: readonly { readonly row: T; readonly line: number }[];
    };

const emptyToNull = (value: unknown): unknown => (value === '' || value === undefined ? null : value);
const numeric = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' || Number.isNaN(Number(trimmed)) ? value : Number(trimmed);
};
/** Timestamps may be epoch milliseconds or ISO 8601 with a zone ('2026-11-20T16:00:00Z'). */
const instant = (value: unknown): unknown => {
  const asNumber = numeric(value);
  if (typeof asNumber === 'number') return asNumber;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/.test(value)) {
    const parsed = Date.parse(value);
    return Number.isNaN(parsed) ? value : parsed;
  }
  return value;
};

/** Fills defaults a publisher may leave out: low/high = price, unit from the contract. */
const normalisePriceRow = (raw: Record<string, unknown>): Record<string, unknown> => {
  const price = numeric(raw.price);
  return {
    contractId: raw.contractId,
    periodId: raw.periodId,
    regionId: emptyToNull(raw.regionId),
    price,
    lowPrice: emptyToNull(raw.lowPrice) === null ? price : numeric(raw.lowPrice),
    highPrice: emptyToNull(raw.highPrice) === null ? price : numeric(raw.highPrice),
    premiumCost: emptyToNull(raw.premiumCost) === null ? null : numeric(raw.premiumCost),
    currencyCode: raw.currencyCode,
    unit: emptyToNull(raw.unit) ?? (raw.contractId === 'NewYork11' ? 'centsPerPound' : 'perTonne'),
    lastUpdated: instant(raw.lastUpdated),
  };
};

const normaliseFxRow = (raw: Record<string, unknown>): Record<string, unknown> => ({
  currencyCode: raw.currencyCode,
  unitsPerUsd: numeric(raw.unitsPerUsd),
  timestamp: instant(raw.timestamp),
});

const validateRows = <T>(
  records: readonly unknown[],
  lineOf: (index: number) => number,
  normalise: (raw: Record<string, unknown>) => Record<string, unknown>,
  schema: z.ZodType<T>,
  keyOf: (row: T) => string,
): ImportResult<T> => {
  const rows: T[] = [];
  const lines: number[] = [];
  const errors: ImportError[] = [];
  const firstLineOfKey = new Map<string, number>();
  records.forEach((record, index) => {
    const line = lineOf(index);
    if (typeof record !== 'object' || record === null || Array.isArray(record)) {
      errors.push({ line, field: '', message: 'expected an object' });
      return;
    }
    const parsed = schema.safeParse(normalise(record as Record<string, unknown>));
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        errors.push({ line, field: issue.path.join('.'), message: issue.message });
      return;
    }
    const key = keyOf(parsed.data);
    const earlier = firstLineOfKey.get(key);
    if (earlier !== undefined) errors.push({ line, field: '', message: `duplicates line ${earlier}` });
    else firstLineOfKey.set(key, line);
    rows.push(parsed.data);
    lines.push(line);
  });
  if (records.length === 0) errors.push({ line: 1, field: '', message: 'no rows' });
  if (errors.length === 0) return { ok: true, rows };
  if (rows.length === 0) return { ok: false, errors };
  return { ok: false, errors, valid: rows.map((row, index) => ({ row, line: lines[index] ?? 0 })) };
};

const csvRecords = (
  text: string,
  required: readonly string[],
): { records: Record<string, string>[]; errors: ImportError[] } => {
  const [header = [], ...body] = parseCsv(text);
  const columns = header.map((name) => name.trim());
  const missing = required.filter((name) => !columns.includes(name));
  if (missing.length > 0)
    return {
      records: [],
      errors: [{ line: 1, field: missing.join(', '), message: `missing column(s): ${missing.join(', ')}` }],
    };
  return {
    records: body.map((fields) =>
      Object.fromEntries(columns.map((name, index) => [name, (fields[index] ?? '').trim()])),
    ),
    errors: [],
  };
};

const priceKey = (row: PriceRow): string => `${row.contractId}|${row.periodId}|${row.regionId ?? ''}`;
const priceColumns = ['contractId', 'periodId', 'price', 'currencyCode', 'lastUpdated'] as const;

/**
 * Price rows from CSV (header: contractId, periodId, regionId?, price, lowPrice?, highPrice?, premiumCost?,
 * currencyCode, unit?, lastUpdated) or a JSON array of objects with the same fields.
 */
export const parsePriceImport = (text: string, format: 'csv' | 'json'): ImportResult<PriceRow> =>
  parseImport(text, format, {
    columns: priceColumns,
    normalise: normalisePriceRow,
    schema: priceRowSchema,
    keyOf: priceKey,
  });

/** Price records a column-mapping preset has already read (e.g. the ICE settlement CSV), checked like a file's rows. */
export const validatePriceRecords = (
  records: readonly Record<string, unknown>[],
  lineOf: (index: number) => number,
): ImportResult<PriceRow> => validateRows(records, lineOf, normalisePriceRow, priceRowSchema, priceKey);

/** FX rows from CSV (header: currencyCode, unitsPerUsd, timestamp) or a JSON array. */
export const parseFxImport = (text: string, format: 'csv' | 'json'): ImportResult<FxRate> =>
  parseImport(text, format, {
    columns: ['currencyCode', 'unitsPerUsd', 'timestamp'],
    normalise: normaliseFxRow,
    schema: fxRateSchema,
    keyOf: (row) => row.currencyCode,
  });

const normaliseFreightRow = (raw: Record<string, unknown>): Record<string, unknown> => ({
  fromPortId: typeof raw.fromPortId === 'string' ? raw.fromPortId.toUpperCase() : raw.fromPortId,
  toPortId: typeof raw.toPortId === 'string' ? raw.toPortId.toUpperCase() : raw.toPortId,
  vesselClassId: raw.vesselClassId,
  usdPerTonne: numeric(raw.usdPerTonne),
  assessedOn: raw.assessedOn,
});
const freightKey = (row: FreightAssessmentRow): string =>
  `${row.fromPortId}|${row.toPortId}|${row.vesselClassId}`;
const freightColumns = ['fromPortId', 'toPortId', 'vesselClassId', 'usdPerTonne', 'assessedOn'] as const;

/** Bulk freight assessments from CSV (header: fromPortId, toPortId, vesselClassId, usdPerTonne, assessedOn) or JSON. */
export const parseFreightImport = (
  text: string,
  format: 'csv' | 'json',
): ImportResult<FreightAssessmentRow> =>
  parseImport(text, format, {
    columns: freightColumns,
    normalise: normaliseFreightRow,
    schema: freightAssessmentRowSchema,
    keyOf: freightKey,
  });

/** One file of one kind: a JSON array (rows count from 1) or a CSV with a header (rows count from line 2). */
const parseImport = <T>(
  text: string,
  format: 'csv' | 'json',
  kind: {
    readonly columns: readonly string[];
    readonly normalise: (raw: Record<string, unknown>) => Record<string, unknown>;
    readonly schema: z.ZodType<T>;
    readonly keyOf: (row: T) => string;
  },
): ImportResult<T> => {
  if (format === 'json') {
    const records = parseJsonArray(text);
    if (!Array.isArray(records)) return { ok: false, errors: [records] };
    return validateRows(records, (index) => index + 1, kind.normalise, kind.schema, kind.keyOf);
  }
  const { records, errors } = csvRecords(text, kind.columns);
  if (errors.length > 0) return { ok: false, errors };
  return validateRows(records, (index) => index + 2, kind.normalise, kind.schema, kind.keyOf);
};

const parseJsonArray = (text: string): unknown[] | ImportError => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : { line: 1, field: '', message: 'expected a JSON array of rows' };
  } catch (error) {
    return {
      line: 1,
      field: '',
      message: `invalid JSON: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
};
