/**
 * Per destination column, the row of the cheapest priced origin (lowest DDP per tonne); the first such row on a tie,
 * so the mark never jumps between equal origins; null when no origin has a price there. A price that excludes an
 * unknown duty (priceComplete false) is not comparable with duty-paid ones and is never the cheapest (decision 0105).
 */
export const cheapestOrigins = (
  cells: readonly (readonly { price: number | null; priceComplete?: boolean }[])[],
  destinationCount: number,
): (number | null)[] =>
  Array.from({ length: destinationCount }, (_unused, column) => {
    let best: number | null = null;
    cells.forEach((row, index) => {
      const price = row[column]?.priceComplete === false ? null : (row[column]?.price ?? null);
      if (price === null) return;
      const bestPrice = best === null ? null : (cells[best]?.[column]?.price ?? null);
      if (bestPrice === null || price < bestPrice) best = index;
    });
    return best;
  });
