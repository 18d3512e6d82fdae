import { formatMoneyIn } from '@psc/core/pricing/currency-minor-units';

/** A per-tonne amount as the grid and the waterfall print it: grouped, two decimals (none in JPY, XOF…). */
export const matrixAmount = (value: number, currencyCode?: string | null): string =>
  formatMoneyIn(value, currencyCode);
