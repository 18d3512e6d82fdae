import { parseCsv } from '../market-data/csv.ts';
import type { FxRate } from '../market-data/fx-snapshot.schemas.ts';
import type { ImportError } from '../market-data/price-import.ts';
import { shortMonthNames } from '../market-data/month-codes.ts';

/**
 * Currencies held at a fixed parity by their central bank, added to an ECB publication from its own USD or EUR rate
 * (issue 15 item 2; trade-realism-and-market.md §2: 22 of PSC's currencies are not in the ECB set). The parities
 * are the banks' published pegs; the research notes could not verify them from a stored source, so they are marked
 * unverified until an analyst checks each against its bank.
 */
export const peggedCurrencies = [
  {
    currencyCode: 'AED',
    anchor: 'USD',
    unitsPerAnchor: 3.6725,
    source: 'Central Bank of the UAE, peg since 1997',
    verified: false,
  },
  {
    currencyCode: 'SAR',
    anchor: 'USD',
    unitsPerAnchor: 3.75,
    source: 'Saudi Central Bank, peg since 1986',
    verified: false,
  },
  {
    currencyCode: 'DJF',
    anchor: 'USD',
    unitsPerAnchor: 177.721,
    source: 'Banque Centrale de Djibouti, currency board since 1973',
    verified: false,
  },
  {
    currencyCode: 'XOF',
    anchor: 'EUR',
    unitsPerAnchor: 655.957,
    source: 'BCEAO, parity with the euro since 1999',
    verified: false,
  },
] as const;

export type PeggedCurrency = (typeof peggedCurrencies)[number];

/** The ECB publishes at about 16:00 CET; the rates carry that instant (15:00 UTC). */
const ecbPublicationTimeUtc = 'T15:00:00Z';

export type EcbRatesResult =
  | { readonly ok: true; readonly date: string; readonly rows: FxRate[]; readonly pegged: number }
  | { readonly ok: false; readonly errors: ImportError[] };

const isoDateOfEcbDate = (text: string): string | null => {
  const value = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const named = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(value);
  if (!named) return null;
  const month =
    shortMonthNames.findIndex((name) => name.toLowerCase() === (named[2] ?? '').slice(0, 3).toLowerCase()) +
    1;
  return month === 0
    ? null
    : `${named[3]}-${String(month).padStart(2, '0')}-${(named[1] ?? '').padStart(2, '0')}`;
};

/** Euro rates of the newest day: from the CSV (`Date, USD, JPY, …`, N/A for none, a trailing empty column) or XML. */
const readEuroRates = (
  text: string,
  format: 'csv' | 'xml',
): { date: string | null; rates: Map<string, number>; errors: ImportError[] } => {
  const rates = new Map<string, number>();
  const errors: ImportError[] = [];
  if (format === 'xml') {
    const day = /<Cube\s+time=['"]([^'"]+)['"]\s*>([\s\S]*?)<\/Cube>/.exec(text);
    if (!day)
      return {
        date: null,
        rates,
        errors: [{ line: 1, field: 'Cube', message: "no <Cube time='…'> day in the file" }],
      };
    for (const match of (day[2] ?? '').matchAll(
      /<Cube\s+currency=['"]([A-Z]{3})['"]\s+rate=['"]([^'"]+)['"]\s*\/>/g,
    )) {
      const rate = Number(match[2]);
      if (Number.isFinite(rate) && rate > 0) rates.set(match[1] ?? '', rate);
      else errors.push({ line: 1, field: match[1] ?? '', message: `${match[2]} is not a rate` });
    }
    return { date: isoDateOfEcbDate(day[1] ?? ''), rates, errors };
  }
  const [header = [], newest = []] = parseCsv(text);
  const columns = header.map((name) => name.trim());
  if (columns[0] !== 'Date')
    return {
      date: null,
      rates,
      errors: [{ line: 1, field: 'Date', message: 'the first column is Date, as in eurofxref.csv' }],
    };
  columns.forEach((code, index) => {
    if (index === 0 || code === '') return;
    const value = (newest[index] ?? '').trim();
    if (value === '' || value === 'N/A') return;
    const rate = Number(value);
    if (/^[A-Z]{3}$/.test(code) && Number.isFinite(rate) && rate > 0) rates.set(code, rate);
    else errors.push({ line: 2, field: code, message: `${value} is not a rate of ${code}` });
  });
  return { date: isoDateOfEcbDate(newest[0] ?? ''), rates, errors };
};

/**
 * The ECB euro reference rates of the newest day in the file as PSC's units per US dollar: X per USD = (X per EUR) ÷
 * (USD per EUR), EUR = 1 ÷ (USD per EUR), USD = 1; then the pegged currencies from their anchor.
 */
export const parseEcbReferenceRates = (text: string, format: 'csv' | 'xml'): EcbRatesResult => {
  const { date, rates, errors } = readEuroRates(text, format);
  if (date === null && errors.length === 0)
    errors.push({ line: format === 'csv' ? 2 : 1, field: 'Date', message: 'no date of the rates' });
  const usdPerEur = rates.get('USD');
  if (usdPerEur === undefined && errors.length === 0)
    errors.push({ line: format === 'csv' ? 2 : 1, field: 'USD', message: 'no USD rate to convert through' });
  if (errors.length > 0 || date === null || usdPerEur === undefined) return { ok: false, errors };
  const timestamp = Date.parse(`${date}${ecbPublicationTimeUtc}`);
  const round = (value: number) => Number(value.toPrecision(10));
  const rows: FxRate[] = [
    { currencyCode: 'USD', unitsPerUsd: 1, timestamp },
    { currencyCode: 'EUR', unitsPerUsd: round(1 / usdPerEur), timestamp },
    ...[...rates]
      .filter(([code]) => code !== 'USD' && code !== 'EUR')
      .map(([currencyCode, perEur]) => ({ currencyCode, unitsPerUsd: round(perEur / usdPerEur), timestamp })),
  ];
  const pegged = peggedCurrencies
    .filter((peg) => !rates.has(peg.currencyCode))
    .map((peg) => ({
      currencyCode: peg.currencyCode,
      unitsPerUsd: round(peg.anchor === 'USD' ? peg.unitsPerAnchor : peg.unitsPerAnchor / usdPerEur),
      timestamp,
    }));
  return { ok: true, date, rows: [...rows, ...pegged], pegged: pegged.length };
};
