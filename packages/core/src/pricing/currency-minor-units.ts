/**
 * ISO 4217 currencies without minor units (list one, published 2024-06-25; the same set currencies.json marks
 * `minorUnits: 0`, which a test keeps in step). Amounts in them are priced and shown in whole units
 * (docs/decisions/0119). A table rather than Intl: CLDR's display digits differ from ISO for some currencies and by
 * runtime, and the engine must give one answer everywhere.
 */
export const zeroDecimalCurrencyCodes: ReadonlySet<string> = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'ISK',
  'JPY',
  'KMF',
  'KRW',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);

/**
 * Decimals a money amount in this currency is priced and shown with: 0 for a zero-decimal currency, else 2 (the
 * three-decimal dinars and rials keep cents, as sugar is quoted).
 */
export const moneyDecimalsOf = (currencyCode: string): 0 | 2 =>
  zeroDecimalCurrencyCodes.has(currencyCode.toUpperCase()) ? 0 : 2;

const groupedWith = [0, 2].map(
  (decimals) =>
    new Intl.NumberFormat('en-GB', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
);

/** An amount as every screen and export prints it: grouped, 2 decimals, or none in a zero-decimal currency. */
export const formatMoneyIn = (value: number, currencyCode: string | null | undefined): string =>
  (
    groupedWith[currencyCode == null ? 1 : moneyDecimalsOf(currencyCode) === 0 ? 0 : 1] as Intl.NumberFormat
  ).format(value);

/** The spreadsheet number format of an amount in this currency ('#,##0.00', or '#,##0' without minor units). */
export const moneyNumberFormatOf = (currencyCode: string | null | undefined): string =>
  currencyCode != null && moneyDecimalsOf(currencyCode) === 0 ? '#,##0' : '#,##0.00';

/** The currency of a unit such as 'JPY/t'; null when it does not start with a currency code. */
export const currencyOfUnit = (unit: string): string | null => /^[A-Z]{3}\b/.exec(unit)?.[0] ?? null;
