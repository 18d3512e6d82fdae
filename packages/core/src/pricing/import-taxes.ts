import type { ImportTaxBase, ImportTaxRule } from '../market-data/import-taxes.schemas.ts';
import { minorUnitsTimes, roundTo } from './round-to-cents.ts';
import { epochOf, unverifiedNote } from './source-notes.ts';

// Import VAT and other taxes at import (issue 45 item 4, docs/decisions/0120): a cash outlay at clearance that most
// importers recover, so it is shown beside the DDP with its base and rate and never added to it. While the Finance
// line is on, the money it ties up is financed like the cargo (carry over the payment days).

/** One tax as the engine applies it. */
export interface ImportTaxInput {
  readonly id: string;
  readonly name: string;
  /** A fraction of the base: 0.09 = 9 %. */
  readonly rate: number;
  readonly base: ImportTaxBase;
  readonly recoverable: boolean;
  readonly source: string;
  /** Effective date, epoch ms. */
  readonly timestamp: number;
}

/** The taxes of the destination, or null where none are known (the reply then says so). */
export interface ImportTaxesInput {
  readonly taxes: readonly ImportTaxInput[];
  /** Days the tax is out before it is recovered (the payment days of the Finance terms), for its carry. */
  readonly carryDays: number;
}

/**
 * What one tax costs on one path, rounded to the currency's minor unit like every other line (the cent, or the whole
 * yen or CFA franc: decision 0119): rate × CIF, or rate × (CIF + duty). `decimals` defaults to 2.
 */
export const importTaxAmount = (
  tax: Pick<ImportTaxInput, 'rate' | 'base'>,
  cif: number,
  duty: number,
  decimals = 2,
): number => roundTo(tax.rate * importTaxBaseAmount(tax.base, cif, duty, decimals), decimals);

/** The base of a tax on one path, as the card shows it. */
export const importTaxBaseAmount = (base: ImportTaxBase, cif: number, duty: number, decimals = 2): number =>
  base === 'cif' ? cif : roundTo(cif + duty, decimals);

export const importTaxBaseNames: Record<ImportTaxBase, string> = {
  cif: 'CIF (customs value)',
  cifPlusDuty: 'CIF + duty',
};

/**
 * The rows in force on the day for the country and product: a product's own row beats an 'any' row of the same name;
 * the newest effective date wins per id. Empty = none known.
 */
export const findImportTaxes = (
  rules: readonly ImportTaxRule[],
  countryId: string,
  product: 'white' | 'raw',
  onDate: string,
): ImportTaxRule[] => {
  const inForce = rules
    .filter(
      (rule) =>
        rule.importingCountryIds.includes(countryId) &&
        (rule.product === product || rule.product === 'any') &&
        rule.effectiveFrom <= onDate,
    )
    .sort((x, y) => y.effectiveFrom.localeCompare(x.effectiveFrom));
  const byName = new Map<string, ImportTaxRule>();
  for (const rule of inForce) {
    const held = byName.get(rule.name.split(' (')[0] ?? rule.name);
    if (held === undefined || (held.product === 'any' && rule.product !== 'any'))
      byName.set(rule.name.split(' (')[0] ?? rule.name, rule);
  }
  return [...byName.values()].sort((x, y) => x.id.localeCompare(y.id));
};

/** The engine's input for the taxes found. */
export const importTaxesInputOf = (rules: readonly ImportTaxRule[], carryDays: number): ImportTaxesInput => ({
  taxes: rules.map((rule) => ({
    id: rule.id,
    name: rule.name,
    rate: rule.rate,
    base: rule.base,
    recoverable: rule.recoverable,
    source: unverifiedNote(rule.source, rule.verified ?? true),
    timestamp: epochOf(rule.effectiveFrom),
  })),
  carryDays,
});

/** One tax line of a priced calculator: per tonne on the three paths, its base and the cash for the cargo. */
export interface ImportTaxLine {
  readonly id: string;
  readonly name: string;
  readonly rate: number;
  readonly base: ImportTaxBase;
  readonly baseName: string;
  /** The base per tonne on the price path (CIF, or CIF + duty), in the calculator currency. */
  readonly basePrice: number;
  readonly price: number;
  readonly lowPrice: number;
  readonly highPrice: number;
  /** price × tonnes, the cash paid at clearance for the cargo. */
  readonly total: number;
  readonly recoverable: boolean;
  readonly source: string;
  readonly timestamp: number;
  readonly formula: string;
}

/** Per path, the figures the taxes are computed from. */
export interface ImportTaxPathFigures {
  readonly cif: number;
  readonly duty: number;
}

export const importTaxFormula = (tax: Pick<ImportTaxInput, 'base'>): string =>
  tax.base === 'cif'
    ? 'rate × CIF, outside the DDP (recoverable by most importers)'
    : 'rate × (CIF + duty), outside the DDP (recoverable by most importers)';

/** The lines the reply shows, each computed as the waterfall computes its sum. */
export const importTaxLinesOf = (
  input: ImportTaxesInput,
  paths: {
    readonly low: ImportTaxPathFigures;
    readonly price: ImportTaxPathFigures;
    readonly high: ImportTaxPathFigures;
  },
  tons: number,
  decimals = 2,
): ImportTaxLine[] =>
  input.taxes.map((tax) => {
    const price = importTaxAmount(tax, paths.price.cif, paths.price.duty, decimals);
    return {
      id: tax.id,
      name: tax.name,
      rate: tax.rate,
      base: tax.base,
      baseName: importTaxBaseNames[tax.base],
      basePrice: importTaxBaseAmount(tax.base, paths.price.cif, paths.price.duty, decimals),
      price,
      lowPrice: importTaxAmount(tax, paths.low.cif, paths.low.duty, decimals),
      highPrice: importTaxAmount(tax, paths.high.cif, paths.high.duty, decimals),
      total: Number.isFinite(tons) && tons > 0 ? minorUnitsTimes(price, tons, decimals) : 0,
      recoverable: tax.recoverable,
      source: tax.source,
      timestamp: tax.timestamp,
      formula: importTaxFormula(tax),
    };
  });

/** The sum of the taxes on one path (what the Finance line carries). */
export const importTaxTotal = (
  input: ImportTaxesInput | null | undefined,
  cif: number,
  duty: number,
  decimals = 2,
): number =>
  input == null
    ? 0
    : roundTo(
        input.taxes.reduce((sum, tax) => sum + importTaxAmount(tax, cif, duty, decimals), 0),
        decimals,
      );

/**
 * The taxes a calculator meets at its destination: none at all when nothing is imported (domestic sugar, a customs
 * union's internal trade), the rows in force otherwise, null when the table knows none for the country.
 */
export const resolveImportTaxes = (question: {
  readonly rules: readonly ImportTaxRule[] | undefined;
  readonly destinationCountryId: string;
  readonly product: 'white' | 'raw';
  readonly onDate: string;
  /** The applied duty regime: 'domestic' and 'customsUnion' mean no import. */
  readonly dutyRegime: string | null;
  /** The Finance terms' payment days; 0 without terms. */
  readonly carryDays: number;
}): ImportTaxesInput | null => {
  if (question.dutyRegime === 'domestic' || question.dutyRegime === 'customsUnion')
    return { taxes: [], carryDays: question.carryDays };
  const found = findImportTaxes(
    question.rules ?? [],
    question.destinationCountryId,
    question.product,
    question.onDate,
  );
  return found.length === 0 ? null : importTaxesInputOf(found, question.carryDays);
};
