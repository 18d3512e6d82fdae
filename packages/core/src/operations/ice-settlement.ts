import { parseCsv } from '../market-data/csv.ts';
import type { ContractId } from '../market-data/contracts.ts';
import { shortMonthNames, monthOfFuturesCode } from '../market-data/month-codes.ts';
import { validatePriceRecords, type ImportError, type ImportResult } from '../market-data/price-import.ts';
import type { PriceRow } from '../market-data/price-snapshot.schemas.ts';

/**
 * The column-mapping preset for ICE's end-of-day settlement CSV (issue 15 item 2; decision 0049): the licensee's
 * own file, never shipped by PSC. Columns as ICE's settlement report names them; symbol and strip become contract
 * and period. Rows of other products and option rows are skipped and counted, not refused, because one report
 * holds every soft.
 */
export const iceSettlementColumns = {
  tradeDate: 'TRADE DATE',
  contract: 'CONTRACT',
  contractType: 'CONTRACT TYPE',
  strip: 'STRIP',
  settlement: 'SETTLEMENT PRICE',
} as const;

/** ICE symbols: SB is Sugar No. 11 (US cents per lb), W is White Sugar No. 5 (US$ per tonne). */
const iceSymbols: Readonly<Record<string, ContractId>> = { SB: 'NewYork11', W: 'London5' };

/**
 * The settlement's time of day in UTC, for provenance: London #5 settles at its close 17:10 London time and
 * No. 11 at 13:00 New York time; the winter offsets are used all year, so a summer figure reads an hour late.
 */
const settlementTimeUtc: Readonly<Record<'London5' | 'NewYork11', string>> = {
  London5: '17:10:00Z',
  NewYork11: '18:00:00Z',
};

export type IceSettlementResult = (
  | {
      readonly ok: true;
      readonly rows: PriceRow[];
      /** The file line of each row, for later checks. */ readonly lines: number[];
    }
  | Extract<ImportResult<PriceRow>, { ok: false }>
) & { readonly skipped: number };

const monthIndex = (name: string): number =>
  shortMonthNames.findIndex((month) => month.toLowerCase() === name.toLowerCase()) + 1;

/** 'Mar26', 'MAR-26', 'Mar 2026', 'H26', '2026-03' → 'Mar-26'; null when the strip is none of these. */
export const periodIdOfStrip = (strip: string): string | null => {
  const text = strip.trim();
  const named = /^([A-Za-z]{3})[\s-]?(\d{2}|\d{4})$/.exec(text);
  const coded = /^([FGHJKMNQUVXZ])(\d{2})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})$/.exec(text);
  let month = 0;
  let year = '';
  if (coded) {
    month = monthOfFuturesCode(coded[1] ?? '') ?? 0;
    year = coded[2] ?? '';
  } else if (named) {
    month = monthIndex(named[1] ?? '');
    year = (named[2] ?? '').slice(-2);
  } else if (iso) {
    month = Number(iso[2]);
    year = (iso[1] ?? '').slice(-2);
  }
  if (month < 1 || month > 12) return null;
  return `${shortMonthNames[month - 1]}-${year}`;
};

/** '2026-11-25', '11/25/2026' (ICE's US form) or '25-Nov-2026' → '2026-11-25'; null otherwise. */
export const isoDateOfTradeDate = (text: string): string | null => {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (iso) return value;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (us) return `${us[3]}-${(us[1] ?? '').padStart(2, '0')}-${(us[2] ?? '').padStart(2, '0')}`;
  const named = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/.exec(value);
  if (named) {
    const month = monthIndex(named[2] ?? '');
    if (month > 0)
      return `${named[3]}-${String(month).padStart(2, '0')}-${(named[1] ?? '').padStart(2, '0')}`;
  }
  return null;
};

const isFuturesRow = (contractType: string): boolean => {
  const type = contractType.trim().toUpperCase();
  return type === '' || type === 'F' || type === 'FUT' || type === 'FUTURES';
};

/** The sugar futures rows of an ICE settlement CSV as PSC price rows, every error by line, or nothing. */
export const parseIceSettlement = (text: string): IceSettlementResult => {
  const [header = [], ...body] = parseCsv(text);
  const columns = header.map((name) => name.trim().toUpperCase());
  const required = Object.values(iceSettlementColumns);
  const missing = required.filter((name) => !columns.includes(name));
  if (missing.length > 0)
    return {
      ok: false,
      skipped: 0,
      errors: [{ line: 1, field: missing.join(', '), message: `missing column(s): ${missing.join(', ')}` }],
    };
  const cell = (fields: readonly string[], name: string): string =>
    (fields[columns.indexOf(name)] ?? '').trim();
  const records: Record<string, unknown>[] = [];
  const lines: number[] = [];
  const errors: ImportError[] = [];
  let skipped = 0;
  body.forEach((fields, index) => {
    const line = index + 2;
    const contractId = iceSymbols[cell(fields, iceSettlementColumns.contract).toUpperCase()];
    if (contractId === undefined || !isFuturesRow(cell(fields, iceSettlementColumns.contractType))) {
      skipped += 1;
      return;
    }
    const strip = cell(fields, iceSettlementColumns.strip);
    const periodId = periodIdOfStrip(strip);
    const tradeDate = isoDateOfTradeDate(cell(fields, iceSettlementColumns.tradeDate));
    if (periodId === null)
      errors.push({
        line,
        field: iceSettlementColumns.strip,
        message: `${strip || 'an empty strip'} is not a month (expected e.g. Mar26)`,
      });
    if (tradeDate === null)
      errors.push({
        line,
        field: iceSettlementColumns.tradeDate,
        message: 'expected a date like 2026-11-25 or 11/25/2026',
      });
    if (periodId === null || tradeDate === null) return;
    records.push({
      contractId,
      periodId,
      price: cell(fields, iceSettlementColumns.settlement).replaceAll(',', ''),
      currencyCode: 'USD',
      lastUpdated: `${tradeDate}T${settlementTimeUtc[contractId as 'London5' | 'NewYork11']}`,
    });
    lines.push(line);
  });
  if (records.length === 0 && errors.length === 0)
    return {
      ok: false,
      skipped,
      errors: [{ line: 1, field: '', message: 'no Sugar No. 11 (SB) or White Sugar (W) futures rows' }],
    };
  const validated = validatePriceRecords(records, (index) => lines[index] ?? 0);
  if (!validated.ok || errors.length > 0) {
    // Low and high are the settlement itself here, so their errors only repeat the price's.
    const rowErrors = validated.ok
      ? []
      : validated.errors.filter((error) => error.field !== 'lowPrice' && error.field !== 'highPrice');
    const all = [...errors, ...rowErrors].sort((a, b) => a.line - b.line);
    return {
      ok: false,
      skipped,
      errors: all,
      valid: validated.ok
        ? validated.rows.map((row, index) => ({ row, line: lines[index] ?? 0 }))
        : (validated.valid ?? []),
    };
  }
  return { ...validated, lines, skipped };
};
