import type { MarketDataSnapshot } from './current-market-data.ts';

/**
 * FX rates are published as units per US dollar and every contract but the Europe cash market is quoted in USD, so
 * USD needs no rate: it is the base every other currency is crossed through (core's fxRate).
 */
export const fxBaseCurrency = 'USD';

const bySnapshot = new WeakMap<Pick<MarketDataSnapshot, 'fxRates'>, ReadonlySet<string>>();

/**
 * The currencies a calculator or a destination can be priced in (docs/decisions/0022): USD and every currency with a
 * current published FX rate. Publications are append-only, so a currency once priceable stays priceable. The same
 * set feeds GET /currencies/ and the refusals of calculator and destination writes.
 */
export const priceableCurrencyCodes = (market: Pick<MarketDataSnapshot, 'fxRates'>): ReadonlySet<string> => {
  const cached = bySnapshot.get(market);
  if (cached) return cached;
  const codes = new Set([fxBaseCurrency, ...market.fxRates.map((rate) => rate.currencyCode)]);
  bySnapshot.set(market, codes);
  return codes;
};
