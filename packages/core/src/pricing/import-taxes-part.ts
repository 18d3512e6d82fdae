import type { Waterfalls } from './waterfall.ts';
import { importTaxLinesOf, type ImportTaxesInput, type ImportTaxLine } from './import-taxes.ts';
import { centsTimes } from './round-to-cents.ts';

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
): ImportTaxesPart | null =>
  input === null
    ? null
    : {
        lines: importTaxLinesOf(input, waterfalls, tons),
        price: waterfalls.price.importTax,
        lowPrice: waterfalls.low.importTax,
        highPrice: waterfalls.high.importTax,
        total: centsTimes(waterfalls.price.importTax, tons),
        carryDays: input.carryDays,
      };
