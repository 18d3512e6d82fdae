import type { CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import { moneyDecimalsOf } from '@psc/core/pricing/currency-minor-units';
import { parseDecimal } from '@psc/core/shared/parse-decimal';
import { formatLocalMoney, formatNumber } from '#lib/i18n/formats.ts';

/**
 * Money with 2 decimals (§9); none in a zero-decimal currency such as JPY or XOF (docs/decisions/0119); separated as
 * the reader's language does (decision 0137).
 */
export const formatMoney = (value: number, currencyCode?: string | null): string =>
  formatLocalMoney(value, currencyCode);
/** Distances with up to 3 decimals (§9). */
export const formatDistance = (value: number): string => formatNumber(value, { maximumFractionDigits: 3 });

/** §9 'duration text uses days, else hours': transit time as 'n days m hours'. */
export const formatTransitTime = (milliseconds: number): string => {
  const totalHours = Math.round(milliseconds / 3_600_000);
  const days = Math.floor(totalHours / 24);
  const hours = totalHours % 24;
  const parts = [
    days > 0 ? `${days} ${days === 1 ? 'day' : 'days'}` : null,
    `${hours} ${hours === 1 ? 'hour' : 'hours'}`,
  ].filter((part) => part !== null);
  return parts.join(' ');
};

/**
 * §5 'Tonnes input': commas stripped; any number 0 ≤ t < 1e23 is accepted, scientific notation included ('1.5e3');
 * anything else is ignored (null).
 */
export const parseTonnesInput = (text: string): number | null => {
  const parsed = parseDecimal(text, { label: 'Tonnes', stripCommas: true, below: 1e23, exponent: true });
  return parsed.ok ? parsed.value : null;
};

/** §4: an expired period shows with ' exp' appended. */
export const periodLabel = (period: { name: string; concluded: boolean }): string =>
  period.concluded ? `${period.name} exp` : period.name;

/** The cash market's period id displays as 'CMP' (§4). */
export const periodIdLabel = (
  calculator: Pick<CalculatorReply, 'contractId' | 'periodId' | 'period'>,
): string => (calculator.contractId === 'CashMarketPrice' ? 'CMP' : periodLabel(calculator.period));

/** §9: total = price × tonnes, 0 if either is 0. */
export const totalOf = (price: number, tons: number, currencyCode?: string | null): number => {
  const scale = currencyCode == null ? 100 : 10 ** moneyDecimalsOf(currencyCode);
  return price === 0 || tons === 0 ? 0 : Math.round(price * tons * scale) / scale;
};
