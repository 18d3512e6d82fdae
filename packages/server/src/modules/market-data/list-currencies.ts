import type { CurrencyReply } from '@psc/core/market-data/market-data.schemas';
import type { Deps } from '../../deps.ts';
import type { ReferenceData } from '../../adapters/reference-data-files.ts';

/** The narrow symbol Intl knows ('R$', '₹'), else the code itself (AED, SAR, KES have none). */
export const currencySymbol = (code: string): string => {
  try {
    const part = new Intl.NumberFormat('en', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' })
      .formatToParts(0)
      .find((candidate) => candidate.type === 'currency');
    return part?.value ?? code;
  } catch {
    return code;
  }
};

const collator = new Intl.Collator('en');
const byReference = new WeakMap<ReferenceData, CurrencyReply[]>();

/** GET /currencies/: ISO 4217 currencies, sorted by name (calculators.md §9 'others by name'). */
export const listCurrencies = (deps: Pick<Deps, 'referenceData'>): CurrencyReply[] => {
  const cached = byReference.get(deps.referenceData);
  if (cached) return cached;
  const currencies = deps.referenceData.currencies
    .map((currency) => ({ id: currency.code, symbol: currencySymbol(currency.code), name: currency.name }))
    .sort((a, b) => collator.compare(a.name, b.name));
  byReference.set(deps.referenceData, currencies);
  return currencies;
};
