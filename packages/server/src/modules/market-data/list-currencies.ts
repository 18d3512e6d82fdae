import type { CurrencyReply } from '@psc/core/market-data/market-data.schemas';
import type { Deps } from '../../deps.ts';
import type { ReferenceData } from '@psc/core/market-data/reference-data';
import type { MarketDataSnapshot } from './current-market-data.ts';
import { priceableCurrencyCodes } from './priceable-currencies.ts';

/** The narrow symbol Intl knows ('R$', '₹'), else the code itself (AED, SAR, KES have none). */
export const currencySymbol = (code: string): string => {
  try {
    const part = new Intl.NumberFormat('en', {
      style: 'currency',
      currency: code,
      currencyDisplay: 'narrowSymbol',
    })
      .formatToParts(0)
      .find((candidate) => candidate.type === 'currency');
    return part?.value ?? code;
  } catch {
    return code;
  }
};

const collator = new Intl.Collator('en');
const bySnapshot = new WeakMap<
  MarketDataSnapshot,
  { reference: ReferenceData; currencies: CurrencyReply[] }
>();

/**
 * GET /currencies/: the ISO 4217 currencies a calculator or destination can be priced in (USD and those with a
 * current published FX rate, docs/decisions/0022), sorted by name (calculators.md §9 'others by name'). Read from
 * the current market data, so a new FX publication shows at the next read; the reply's ETag changes with the list.
 */
export const listCurrencies = async (
  deps: Pick<Deps, 'referenceData' | 'currentMarketData'>,
): Promise<CurrencyReply[]> => {
  const market = await deps.currentMarketData.get();
  const cached = bySnapshot.get(market);
  if (cached && cached.reference === deps.referenceData) return cached.currencies;
  const priceable = priceableCurrencyCodes(market);
  const currencies = deps.referenceData.currencies
    .filter((currency) => priceable.has(currency.code))
    .map((currency) => ({ id: currency.code, symbol: currencySymbol(currency.code), name: currency.name }))
    .sort((a, b) => collator.compare(a.name, b.name));
  bySnapshot.set(market, { reference: deps.referenceData, currencies });
  return currencies;
};
