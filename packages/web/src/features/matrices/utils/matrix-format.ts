const amountFormat = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A per-tonne amount as the grid and the waterfall print it: grouped, two decimals. */
export const matrixAmount = (value: number): string => amountFormat.format(value);
