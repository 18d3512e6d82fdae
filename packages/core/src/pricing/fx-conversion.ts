import { fxQuote } from './convert-currency.ts';
import type { FxTable } from './fx-table.ts';
import type { FxSource } from './priced-calculator.ts';

/** One leg of FX into the calculator currency: its rate, when it was published, and whose rate it is. */
export class Conversion {
  constructor(
    readonly rate: number,
    readonly timestamp: number | null,
    readonly source: FxSource,
  ) {}
}

/** The later of two publication times, either of which may be unknown (null). */
export const laterOf = (a: number | null, b: number | null): number | null =>
  a === null ? b : b === null ? a : Math.max(a, b);

export const noConversion = new Conversion(1, null, 'none');

// A published FX table never changes, so each of its conversions is made once and shared by every calculator.
const conversionsByTable = new WeakMap<FxTable, Map<string, Map<string, Conversion>>>();

/** The shared conversions of one table into one currency, keyed by the currency converted from. */
const conversionsInto = (fx: FxTable, to: string): Map<string, Conversion> => {
  let byTarget = conversionsByTable.get(fx);
  if (byTarget === undefined) {
    byTarget = new Map();
    conversionsByTable.set(fx, byTarget);
  }
  let bySource = byTarget.get(to);
  if (bySource === undefined) {
    bySource = new Map();
    byTarget.set(to, bySource);
  }
  return bySource;
};

const publishedConversion = (
  fx: FxTable,
  bySource: Map<string, Conversion>,
  from: string,
  to: string,
): Conversion => {
  if (from === to) return noConversion;
  const cached = bySource.get(from);
  if (cached !== undefined) return cached;
  const source = fxQuote(fx, from);
  const target = fxQuote(fx, to);
  const conversion = new Conversion(
    target.unitsPerUsd / source.unitsPerUsd,
    Math.max(source.timestamp, target.timestamp),
    'published',
  );
  bySource.set(from, conversion);
  return conversion;
};

/**
 * Conversions into the calculator currency. With the user's fixed rate r (customForex), the contract currency converts
 * at r, and any other currency is crossed through the contract currency: published(from→target) × r / published(
 * contract→target), i.e. published(from→contract) × r. Written as a factor so that r = the published rate gives
 * exactly the published conversions (factor 1). A class, not a closure, so a call allocates no functions.
 */
export class Converter {
  readonly custom: boolean;
  readonly publishedContract: Conversion;
  private readonly contractLeg: Conversion;
  private readonly factor: number;
  private readonly contractTimestamp: number;
  // Looked up once per calculator rather than once per line: every line converts into the same currency.
  private readonly intoTarget: Map<string, Conversion>;

  constructor(
    private readonly fx: FxTable,
    private readonly target: string,
    private readonly contractCurrency: string,
    customRate: number | null,
  ) {
    this.intoTarget = conversionsInto(fx, target);
    this.publishedContract = publishedConversion(fx, this.intoTarget, contractCurrency, target);
    this.custom = customRate !== null && contractCurrency !== target;
    this.factor = this.custom ? (customRate ?? 1) / this.publishedContract.rate : 1;
    this.contractLeg = this.custom ? new Conversion(customRate ?? 1, null, 'custom') : this.publishedContract;
    this.contractTimestamp = this.custom ? fxQuote(fx, contractCurrency).timestamp : 0;
  }

  convert(from: string): Conversion {
    if (from === this.contractCurrency) return this.contractLeg;
    if (!this.custom) return publishedConversion(this.fx, this.intoTarget, from, this.target);
    if (from === this.target) return noConversion;
    const published = publishedConversion(this.fx, this.intoTarget, from, this.target);
    return new Conversion(
      published.rate * this.factor,
      Math.max(fxQuote(this.fx, from).timestamp, this.contractTimestamp),
      'custom',
    );
  }
}
