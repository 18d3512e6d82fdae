import { describe, expect, it } from 'vitest';
import { formatMoneyIn } from '@psc/core/pricing/currency-minor-units';
import { formatRelativeTime } from '@psc/core/shared/relative-time';
import { defaultDateFormat } from '@psc/core/personalisation/date-format';
import type { PersonalisationReply } from '@psc/core/personalisation/personalisation.schemas';
import { formatDateFor, formatInstant } from '../date-format.ts';
import { formatLocalMoney, formatLocalRelativeTime, formatNumber, formatPlainNumber } from './formats.ts';
import { supportedLocales } from './locales.ts';

// Issue 49, decision 0137: numbers, money and dates in the reader's language, except where the spec fixes the
// format (the decimals; English's own formats) or the reader chose a date format.

const amounts = [0, 1, 12.5, 1234.5, 9_485_049.114, -3_210.456, 0.005];
const currencies = [null, 'USD', 'BRL', 'JPY', 'XOF', 'KWD'];

describe('money in the reader language', () => {
  it('English is the spec’s format, character for character', () => {
    for (const amount of amounts)
      for (const currency of currencies)
        expect(formatLocalMoney(amount, currency, 'en')).toBe(formatMoneyIn(amount, currency));
  });

  it('each language groups and separates its own way', () => {
    expect(formatLocalMoney(9_485_049.11, 'BRL', 'pt-BR')).toBe('9.485.049,11');
    expect(formatLocalMoney(9_485_049.11, 'EUR', 'es')).toBe('9.485.049,11');
    expect(formatLocalMoney(9_485_049.11, 'IDR', 'id')).toBe('9.485.049,11');
    expect(formatLocalMoney(9_485_049.11, 'CNY', 'zh-CN')).toBe('9,485,049.11');
  });

  it('keeps the spec’s decimals in every language: 2, none in a zero-decimal currency', () => {
    for (const locale of supportedLocales) {
      const [, decimals = ''] = formatLocalMoney(1234.5, 'USD', locale).split(/[.,٫](?=\d+$)/u);
      expect(decimals, locale).toHaveLength(2);
      expect(formatLocalMoney(1234.4, 'JPY', locale), locale).toBe(
        formatNumber(1234, { maximumFractionDigits: 0 }, locale),
      );
      expect(formatLocalMoney(1234.4, 'JPY', locale).replace(/\D/gu, ''), locale).toBe('1234');
    }
  });

  it('a plain number keeps every decimal; English writes it as before', () => {
    expect(formatPlainNumber(5.43219, 'en')).toBe('5.43219');
    expect(formatPlainNumber(5.43219, 'pt-BR')).toBe('5,43219');
    expect(formatNumber(1.2345, { maximumFractionDigits: 3 }, 'en')).toBe('1.235');
  });
});

describe('relative times in the reader language', () => {
  const now = Date.UTC(2026, 10, 29, 12);
  it('English keeps §9’s words', () => {
    for (const then of [now - 30_000, now - 5 * 60_000, now + 3 * 3_600_000, now - 7 * 86_400_000])
      expect(formatLocalRelativeTime(now, then, 'en')).toBe(formatRelativeTime(now, then));
  });

  it('another language says it with the same unit and count', () => {
    expect(formatLocalRelativeTime(now, now - 5 * 60_000, 'es')).toBe('hace 5 minutos');
    expect(formatLocalRelativeTime(now, now + 6 * 86_400_000, 'pt-BR')).toBe('em 6 dias');
    expect(formatLocalRelativeTime(now, now - 30_000, 'zh-CN')).toBe('1分钟前');
  });
});

describe('dates: the chosen format first, then the language', () => {
  const instant = Date.UTC(2026, 10, 29, 14, 5, 9);
  const settings = (
    personDateFormat: string | null,
    accountDateFormat: string | null,
  ): PersonalisationReply => ({
    personDateFormat,
    accountDateFormat,
    dateFormatTarget: 'personDateFormat',
    effectiveDateFormat: personDateFormat ?? accountDateFormat ?? defaultDateFormat,
  });

  it('English with no format chosen keeps the spec’s first preset', () => {
    expect(formatDateFor(instant, settings(null, null), 'en')).toBe(
      formatInstant(instant, defaultDateFormat),
    );
    expect(formatDateFor(instant, undefined, 'en')).toBe(formatInstant(instant, defaultDateFormat));
  });

  it('another language with no format chosen writes the date its own way', () => {
    const expected = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'medium', timeStyle: 'medium' }).format(
      instant,
    );
    expect(formatDateFor(instant, settings(null, null), 'pt-BR')).toBe(expected);
    expect(formatDateFor(instant, settings(null, null), 'zh-CN', true)).toBe(
      new Intl.DateTimeFormat('zh-CN', { dateStyle: 'medium' }).format(instant),
    );
  });

  it("the user's or the account's date format keeps priority in every language", () => {
    for (const locale of supportedLocales) {
      expect(formatDateFor(instant, settings('yyyy.mm.dd, hh:mm:ss', null), locale)).toBe(
        formatInstant(instant, 'yyyy.mm.dd, hh:mm:ss'),
      );
      expect(formatDateFor(instant, settings(null, 'yyyy.mm.dd, hh:mm:ss'), locale)).toBe(
        formatInstant(instant, 'yyyy.mm.dd, hh:mm:ss'),
      );
    }
  });
});
