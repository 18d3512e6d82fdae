import { currencySymbol, formatSignedMoney } from '@psc/core/billing/catalogue';
import { formatNumber } from '#lib/i18n/formats.ts';
import { currentLocale } from '#lib/i18n/locale-state.ts';

/**
 * Minor units as the screens show them: '$3,228.00' (§3 'amounts shown divided by 100', §9 symbols), a negative
 * with its sign before the symbol, '−$712.80' (issue 44), as on the invoice. Another language keeps §9's symbol and
 * two decimals with its own separators (decision 0137).
 */
export const money = (amount: number, currency: string): string =>
  currentLocale() === 'en'
    ? formatSignedMoney(amount, currency)
    : `${amount < 0 ? '\u2212' : ''}${currencySymbol(currency)}${formatNumber(Math.abs(amount) / 100, {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      })}`;
