import { currencySymbol, formatMinor } from '@psc/core/billing/catalogue';

/** Minor units as the screens show them: '$3,228.00' (§3 'amounts shown divided by 100', §9 symbols). */
export const money = (amount: number, currency: string): string =>
  `${amount < 0 ? '-' : ''}${currencySymbol(currency)}${formatMinor(Math.abs(amount))}`;
