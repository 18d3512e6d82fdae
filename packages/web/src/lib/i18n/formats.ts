/**
 * Numbers, money, dates and relative times in the reader's language (issue 49, decision 0137). The spec fixes how
 * many decimals a figure has (§9: money 2, none in a zero-decimal currency; distances up to 3); the language only
 * chooses the separators and the date's shape. English keeps the spec's own formats, character for character.
 */
import { formatMoneyIn, moneyDecimalsOf } from '@psc/core/pricing/currency-minor-units';
import { formatRelativeTime as englishRelativeTime } from '@psc/core/shared/relative-time';
import { currentLocale } from './locale-state.ts';
import type { Locale } from './locales.ts';

// English screens have always read en-GB (1,234.56; 29 Nov 2026, 14:05).
const intlLocaleOf = (locale: Locale): string => (locale === 'en' ? 'en-GB' : locale);

const numberFormats = new Map<string, Intl.NumberFormat>();
/** One Intl.NumberFormat per language and options: building one costs more than formatting with it. */
const numberFormat = (locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat => {
  const id = `${locale}\u0000${JSON.stringify(options)}`;
  let format = numberFormats.get(id);
  if (format === undefined) {
    format = new Intl.NumberFormat(intlLocaleOf(locale), options);
    numberFormats.set(id, format);
  }
  return format;
};

/** A number with `options` (its decimals), grouped as the reader's language groups. */
export const formatNumber = (
  value: number,
  options: Intl.NumberFormatOptions = {},
  locale: Locale = currentLocale(),
): string => numberFormat(locale, options).format(value);

/** Money as §9 has it (2 decimals, none in a zero-decimal currency), with the language's separators. */
export const formatLocalMoney = (
  value: number,
  currencyCode?: string | null,
  locale: Locale = currentLocale(),
): string => {
  if (locale === 'en') return formatMoneyIn(value, currencyCode);
  const decimals = currencyCode == null ? 2 : moneyDecimalsOf(currencyCode);
  return formatNumber(value, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }, locale);
};

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const dateFormat = (locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat => {
  const id = `${locale}\u0000${JSON.stringify(options)}`;
  let format = dateFormats.get(id);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(intlLocaleOf(locale), options);
    dateFormats.set(id, format);
  }
  return format;
};

/** An instant as the reader's language writes it, in this browser's time zone. */
export const formatLocalDate = (
  epochMs: number,
  options: Intl.DateTimeFormatOptions,
  locale: Locale = currentLocale(),
): string => dateFormat(locale, options).format(epochMs);

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

/**
 * 'in 6 days' or '6 days ago': English keeps §9's words ('1 min', 'mins'); another language says it through
 * Intl.RelativeTimeFormat with the same unit and rounding (days from a whole day, hours, else minutes, at least 1).
 */
export const formatLocalRelativeTime = (
  nowMs: number,
  thenMs: number,
  locale: Locale = currentLocale(),
): string => {
  if (locale === 'en') return englishRelativeTime(nowMs, thenMs);
  const span = Math.abs(thenMs - nowMs);
  const [count, unit]: [number, Intl.RelativeTimeFormatUnit] =
    span >= dayMs
      ? [Math.round(span / dayMs), 'day']
      : span >= hourMs
        ? [Math.round(span / hourMs), 'hour']
        : [Math.max(1, Math.round(span / minuteMs)), 'minute'];
  return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(
    thenMs > nowMs ? count : -count,
    unit,
  );
};

/**
 * A number the spec prints as it is (a rate, a count): English writes it as JavaScript does (1234.5); another
 * language with its own decimal sign and grouping, every decimal kept.
 */
export const formatPlainNumber = (value: number, locale: Locale = currentLocale()): string =>
  locale === 'en' ? String(value) : formatNumber(value, { maximumFractionDigits: 20 }, locale);
