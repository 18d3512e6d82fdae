import { formatSignedMoney } from '@psc/core/billing/catalogue';

/**
 * Minor units as the screens show them: '$3,228.00' (§3 'amounts shown divided by 100', §9 symbols), a negative
 * with its sign before the symbol, '−$712.80' (issue 44), as on the invoice.
 */
export const money = (amount: number, currency: string): string => formatSignedMoney(amount, currency);
