import type { Deps } from '../../deps.ts';

/** GET /accounts/currencies/zdcodes: currencies without minor units (amounts are whole units, not cents). */
export const listZeroDecimalCurrencyCodes = (deps: Pick<Deps, 'referenceData'>): string[] =>
  deps.referenceData.currencies
    .filter((currency) => currency.minorUnits === 0)
    .map((currency) => currency.code)
    .sort();
