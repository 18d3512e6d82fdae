import type { CalculatorReply } from './calculators.schemas.ts';

/** How a compared calculator's figures reach the baseline's currency (decision 0095). */
export type CurrencyConversion = {
  from: string;
  to: string;
  /** Units of `to` per unit of `from`, unrounded. */
  rate: number;
  /** When the rate was published (the latest of the legs it was chained from), epoch ms; null when not told. */
  publishedAt: number | null;
};

type Edge = { to: string; rate: number; publishedAt: number | null };

/**
 * The published rates the calculators themselves were priced with: every block converted at the FX publication
 * carries its rate (units of the calculator's currency per unit of the block's own). A user's fixed rate is theirs,
 * not the market's, and is never used to convert another calculator.
 */
const publishedRatesOf = (calculators: readonly CalculatorReply[]): Map<string, Edge[]> => {
  const edges = new Map<string, Edge[]>();
  const add = (from: string, edge: Edge) => edges.set(from, [...(edges.get(from) ?? []), edge]);
  for (const calculator of calculators) {
    if (calculator.pricingError !== null) continue;
    for (const block of calculator.costBlocks) {
      const { provenance } = block;
      if (provenance.fxSource !== 'published' || provenance.currencyCode === calculator.currencyCode)
        continue;
      if (!(provenance.fxRate > 0) || !Number.isFinite(provenance.fxRate)) continue;
      const publishedAt = provenance.fxTimestamp;
      add(provenance.currencyCode, { to: calculator.currencyCode, rate: provenance.fxRate, publishedAt });
      add(calculator.currencyCode, { to: provenance.currencyCode, rate: 1 / provenance.fxRate, publishedAt });
    }
  }
  return edges;
};

const later = (left: number | null, right: number | null): number | null =>
  left === null ? right : right === null ? left : Math.max(left, right);

/**
 * The rate from one currency to another through the published rates the calculators carry (every publication is
 * against the US dollar, so two legs through USD are the publication's own cross rate); null when none links them.
 */
export const conversionBetween = (
  calculators: readonly CalculatorReply[],
  from: string,
  to: string,
): CurrencyConversion | null => {
  if (from === to) return { from, to, rate: 1, publishedAt: null };
  const edges = publishedRatesOf(calculators);
  const reached = new Map<string, { rate: number; publishedAt: number | null }>([
    [from, { rate: 1, publishedAt: null }],
  ]);
  const queue = [from];
  while (queue.length > 0) {
    const currency = queue.shift() as string;
    const here = reached.get(currency) as { rate: number; publishedAt: number | null };
    for (const edge of edges.get(currency) ?? []) {
      if (reached.has(edge.to)) continue;
      const next = { rate: here.rate * edge.rate, publishedAt: later(here.publishedAt, edge.publishedAt) };
      if (edge.to === to) return { from, to, ...next };
      reached.set(edge.to, next);
      queue.push(edge.to);
    }
  }
  return null;
};
