import { formatLocalMoney } from '#lib/i18n/formats.ts';

/** A per-tonne amount as the grid and the waterfall print it: grouped, two decimals (none in JPY, XOF…). */
export const matrixAmount = (value: number, currencyCode?: string | null): string =>
  formatLocalMoney(value, currencyCode);
