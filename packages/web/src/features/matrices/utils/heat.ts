/**
 * The heat scale of a destination column: 0 for its cheapest priced cell, 1 for its dearest (a single price is 0).
 * Colours run from green to red through amber; the number is always printed, so colour is never the only signal.
 */
export const heatShare = (price: number, column: readonly (number | null)[]): number => {
  const prices = column.filter((value): value is number => value !== null);
  if (prices.length === 0) return 0;
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  return high === low ? 0 : (price - low) / (high - low);
};

/** A light background for a share of the scale: hue 120 (green) to 0 (red), pale enough for dark text (AA). */
export const heatColour = (share: number): string =>
  `hsl(${Math.round(120 * (1 - Math.min(1, Math.max(0, share))))} 70% 88%)`;

/** Rows in the order the user asked: by a destination column's price, unpriced rows last; else as built. */
export const sortedRows = (
  rowCount: number,
  column: readonly (number | null)[] | null,
  direction: 'asc' | 'desc',
): number[] => {
  const rows = Array.from({ length: rowCount }, (_unused, index) => index);
  if (column === null) return rows;
  return rows.sort((a, b) => {
    const left = column[a] ?? null;
    const right = column[b] ?? null;
    if (left === null || right === null) return left === right ? a - b : left === null ? 1 : -1;
    return (direction === 'asc' ? left - right : right - left) || a - b;
  });
};
