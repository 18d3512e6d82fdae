import { fxBaseCurrency } from '@psc/core/pricing/fx-table';
import type { MarketDataSnapshot } from './current-market-data.ts';

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
