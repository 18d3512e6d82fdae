/**
 * Per destination column, the row of the cheapest priced origin (lowest DDP per tonne); the first such row on a tie,
 * so the mark never jumps between equal origins; null when no origin has a price there.
 */
export const cheapestOrigins = (
  cells: readonly (readonly { price: number | null }[])[],
  destinationCount: number,
): (number | null)[] =>
  Array.from({ length: destinationCount }, (_unused, column) => {
    let best: number | null = null;
    cells.forEach((row, index) => {
      const price = row[column]?.price ?? null;
      if (price === null) return;
      const bestPrice = best === null ? null : (cells[best]?.[column]?.price ?? null);
      if (bestPrice === null || price < bestPrice) best = index;
    });
    return best;
  });
