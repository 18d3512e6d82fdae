import type { Waterfalls } from './waterfall.ts';
import { importTaxLinesOf, type ImportTaxesInput, type ImportTaxLine } from './import-taxes.ts';
import { minorUnitsTimes } from './round-to-cents.ts';

/** The taxes at import of a priced calculator (decision 0120): beside the DDP, never in it. */
export interface ImportTaxesPart {
  readonly lines: readonly ImportTaxLine[];
  /** Sum of the lines per tonne on each path. */
  readonly price: number;
  readonly lowPrice: number;
  readonly highPrice: number;
  /** The cash paid at clearance for the cargo: price × tonnes. */
  readonly total: number;
  /** Days the taxes are financed while Finance is on (their carry is inside the Finance line). */
  readonly carryDays: number;
}

export const importTaxesPartOf = (
  input: ImportTaxesInput | null,
  waterfalls: Waterfalls,
  tons: number,
  /** Decimals of the calculator currency (0 for yen, won, CFA francs: decision 0119). */
  decimals = 2,
): ImportTaxesPart | null =>
  input === null
    ? null
    : {
        lines: importTaxLinesOf(input, waterfalls, tons, decimals),
        price: waterfalls.price.importTax,
        lowPrice: waterfalls.low.importTax,
        highPrice: waterfalls.high.importTax,
        total: minorUnitsTimes(waterfalls.price.importTax, tons, decimals),
        carryDays: input.carryDays,
      };
