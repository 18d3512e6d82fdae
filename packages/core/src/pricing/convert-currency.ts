import type { FxQuote, FxTable } from './fx-table.ts';

export class MissingFxRateError extends Error {
  constructor(readonly currencyCode: string) {
    super(`No FX rate for ${currencyCode}`);
    this.name = 'MissingFxRateError';
  }
}

export const fxQuote = (fx: FxTable, currencyCode: string): FxQuote => {
  const quote = fx.quotes.get(currencyCode);
  if (quote === undefined) throw new MissingFxRateError(currencyCode);
  return quote;
};

/** Units of `to` that one unit of `from` buys, crossed through USD. */
export const fxRate = (fx: FxTable, from: string, to: string): number =>
  from === to ? 1 : fxQuote(fx, to).unitsPerUsd / fxQuote(fx, from).unitsPerUsd;

export const convertCurrency = (amount: number, from: string, to: string, fx: FxTable): number =>
  amount * fxRate(fx, from, to);
