import { costRowDisplayName, type CostBlockType, type SubtotalName } from '../pricing/cost-block-types.ts';
import type { CalculatorReply } from './calculators.schemas.ts';
import { conversionBetween, type CurrencyConversion } from './compare-conversion.ts';

/** The rows compared, in the waterfall's order; Finance after CIF as the card shows it, the cargo total last. */
export const compareRowKeys = [
  'Contract',
  'Premium',
  'FOB',
  'SeaFreight',
  'CFR',
  'Insurance',
  'CIF',
  'Finance',
  'Duty',
  'Loading',
  'LandFreight',
  'DDP',
  'Total',
] as const;
export type CompareRowKey = (typeof compareRowKeys)[number];

export const maximumCompared = 4;

export type CompareRow = {
  key: CompareRowKey;
  label: string;
  /** Per tonne in each calculator's currency (Total: per cargo); null where the calculator has no such figure. */
  values: (number | null)[];
  /**
   * Each value against the first calculator's, the baseline, in the baseline's currency (converted at the published
   * rate, `conversions`); null for the baseline, where either is missing, and where no published rate links the two
   * currencies.
   */
  differences: (number | null)[];
  /** Why each calculator's figure differs from the baseline's, in one line; null where it does not differ. */
  reasons: (string | null)[];
};

export type ScenarioComparison = {
  rows: CompareRow[];
  /** The calculators are in more than one currency. */
  mixedCurrencies: boolean;
  /**
   * Per calculator, how its figures reach the baseline's currency for the differences: null for the baseline and
   * for a calculator in the baseline's currency; `'no rate'` where no published rate links the two (no difference
   * is shown then: subtracting across currencies would be a wrong number).
   */
  conversions: (CurrencyConversion | 'no rate' | null)[];
};

/** FOB, CFR, CIF and DDP: sums of the rows above them. */
export const isSubtotalRow = (key: CompareRowKey): key is SubtotalName =>
  key === 'FOB' || key === 'CFR' || key === 'CIF' || key === 'DDP';

const blockOf = (calculator: CalculatorReply, type: CostBlockType) =>
  calculator.costBlocks.find((block) => block.type === type);

const valueOf = (calculator: CalculatorReply, key: CompareRowKey): number | null => {
  if (calculator.pricingError !== null) return null;
  if (key === 'Total') return calculator.total;
  if (key === 'Finance')
    return calculator.finance === null ? null : calculator.finance.active ? calculator.finance.price : 0;
  if (isSubtotalRow(key))
    return calculator.subtotals.find((subtotal) => subtotal.name === key)?.price ?? null;
  const block = blockOf(calculator, key);
  return block === undefined ? null : block.includedInSum ? block.price : 0;
};

/** Same to the cent: the card shows two decimals, so smaller gaps are not differences a trader can see. */
const sameAmount = (left: number, right: number): boolean => Math.abs(left - right) < 0.005;

/**
 * A converted figure is compared to what its rounding allows: each of up to eight blocks is rounded to the cent in
 * its own currency, and the baseline's in its own; a smaller gap is the rounding, not a difference (per cargo: per
 * tonne × tonnes).
 */
const withinConversionRounding = (difference: number, rate: number, tonnes: number): boolean =>
  Math.abs(difference) < 0.04 * (rate + 1) * Math.max(tonnes, 1);

const percent = (rate: number): string => `${(rate * 100).toFixed(2).replace(/\.?0+$/, '')} %`;
const tonnes = (value: number): string => `${value.toLocaleString('en-GB', { maximumFractionDigits: 3 })} t`;

const basisOf = (calculator: CalculatorReply): string =>
  `${calculator.contractName} ${calculator.period.displayName}`;
const originOf = (calculator: CalculatorReply): string =>
  calculator.originPortName ?? calculator.originCountryName ?? calculator.originRegionId ?? 'no origin';
const routeOf = (calculator: CalculatorReply): string =>
  calculator.route === null
    ? 'no sea leg'
    : `${calculator.route.fromPortName} → ${calculator.route.toPortName}`;
const freightOf = (calculator: CalculatorReply): string => {
  const freight = calculator.freight;
  if (freight === null) return 'not priced';
  if (freight.mode === 'bulk') return `bulk${freight.vesselClassName ? ` (${freight.vesselClassName})` : ''}`;
  return freight.mode === 'container' ? 'containers' : 'inland truck';
};
const dutyOf = (calculator: CalculatorReply): string => {
  const duty = calculator.duty;
  if (duty === null) return 'not priced';
  return duty.options.find((option) => option.id === duty.appliedId)?.label ?? duty.reason;
};

/** The first of the named facts that differs, as 'label: baseline vs other'. */
const firstDifference = (
  base: CalculatorReply,
  other: CalculatorReply,
  facts: ReadonlyArray<readonly [label: string, describe: (calculator: CalculatorReply) => string]>,
): string | null => {
  for (const [label, describe] of facts) {
    const [left, right] = [describe(base), describe(other)];
    if (left !== right) return `${label}: ${left} vs ${right}`;
  }
  return null;
};

const blockChoice = (label: string, type: CostBlockType) =>
  [
    label,
    (calculator: CalculatorReply) => {
      const block = blockOf(calculator, type);
      if (block === undefined) return 'none';
      if (!block.active) return 'switched off';
      return block.custom ? 'your figure' : "PSC's figure";
    },
  ] as const;

const factsByRow: Partial<
  Record<CompareRowKey, ReadonlyArray<readonly [string, (calculator: CalculatorReply) => string]>>
> = {
  Contract: [
    ['basis', basisOf],
    [
      'polarisation',
      (calculator) => (calculator.polarisation === null ? 'none' : `${calculator.polarisation.degrees}°`),
    ],
    [
      'exchange rate',
      (calculator) =>
        calculator.customForex
          ? 'your fixed rate'
          : calculator.contractCurrencyCode === calculator.currencyCode
            ? 'none'
            : 'published',
    ],
  ],
  Premium: [blockChoice('premium', 'Premium'), ['origin', originOf], ['basis', basisOf]],
  SeaFreight: [
    blockChoice('sea freight', 'SeaFreight'),
    ['freight', freightOf],
    ['route', routeOf],
    [
      'sea route',
      (calculator) =>
        calculator.seaRoute === null
          ? 'cheaper'
          : `via ${calculator.seaRoute === 'cape' ? 'the Cape' : 'Suez'}`,
    ],
    [
      'freight basis',
      (calculator) =>
        calculator.freight?.mode === 'bulk'
          ? calculator.freight.basis === 'assessment'
            ? 'lane assessment'
            : 'voyage model'
          : 'box rate',
    ],
    [
      'cargo',
      (calculator) =>
        calculator.freight?.cargoTonnes == null ? 'n/a' : tonnes(calculator.freight.cargoTonnes),
    ],
    ['tonnes per container', (calculator) => String(calculator.tonsPerContainer)],
  ],
  Insurance: [
    blockChoice('insurance', 'Insurance'),
    [
      'insured value (CFR)',
      (calculator) => {
        const cfr = calculator.subtotals.find((subtotal) => subtotal.name === 'CFR');
        return cfr === undefined ? 'n/a' : cfr.price.toFixed(2);
      },
    ],
  ],
  Finance: [
    ['finance', (calculator) => (calculator.finance?.active ? 'on' : 'off')],
    [
      'cost of money',
      (calculator) =>
        calculator.finance === null ? 'n/a' : `${percent(calculator.finance.carryRatePerYear)} a year`,
    ],
    [
      'days financed',
      (calculator) =>
        calculator.finance === null
          ? 'n/a'
          : `${calculator.finance.paymentDays + calculator.finance.transitDays} days`,
    ],
  ],
  Duty: [
    blockChoice('duty', 'Duty'),
    ['duty', dutyOf],
    ['destination', (calculator) => calculator.destination.countryName],
  ],
  Loading: [
    blockChoice('destination charges', 'Loading'),
    ['destination', (calculator) => calculator.destination.name],
    // Port handling differs for boxes and for bulk discharge.
    ['freight', freightOf],
  ],
  LandFreight: [
    blockChoice('land freight', 'LandFreight'),
    ['destination', (calculator) => calculator.destination.name],
  ],
  Total: [['cargo', (calculator) => tonnes(calculator.tons)]],
};

const reasonFor = (key: CompareRowKey, base: CalculatorReply, other: CalculatorReply): string => {
  if (isSubtotalRow(key)) return 'the sum of the blocks above';
  const found = firstDifference(base, other, factsByRow[key] ?? []);
  if (found !== null) return found;
  if (key === 'Total') return 'DDP per tonne × tonnes';
  // Nothing the user chose differs: the inputs behind the figure do.
  return 'published prices, rates or distances differ';
};

const labelOf = (key: CompareRowKey, base: CalculatorReply): string => {
  if (key === 'Finance') return 'Finance';
  if (key === 'Total') return 'Total per cargo';
  return costRowDisplayName(key, base.contractId);
};

/**
 * Two to four calculators side by side, block by block (issue 16 item 3): each figure against the first
 * calculator's, and for every difference the first of the user's choices that explains it.
 */
export const compareScenarios = (calculators: readonly CalculatorReply[]): ScenarioComparison => {
  const [base] = calculators;
  if (base === undefined) return { rows: [], mixedCurrencies: false, conversions: [] };
  const conversions = calculators.map((calculator, index) => {
    if (index === 0 || calculator.currencyCode === base.currencyCode) return null;
    return conversionBetween(calculators, calculator.currencyCode, base.currencyCode) ?? ('no rate' as const);
  });
  const rows = compareRowKeys
    .filter((key) => key !== 'Finance' || calculators.some((calculator) => calculator.finance?.active))
    .map((key): CompareRow => {
      const values = calculators.map((calculator) => valueOf(calculator, key));
      const baseValue = values[0] ?? null;
      const differences = values.map((value, index) => {
        const conversion = conversions[index];
        if (index === 0 || value === null || baseValue === null || conversion === 'no rate') return null;
        return (
          (conversion === null || conversion === undefined ? value : value * conversion.rate) - baseValue
        );
      });
      const reasons = calculators.map((calculator, index) => {
        const difference = differences[index];
        if (index === 0 || difference === null || difference === undefined) return null;
        const conversion = conversions[index];
        if (
          conversion === null || conversion === undefined || conversion === 'no rate'
            ? sameAmount(difference, 0)
            : withinConversionRounding(difference, conversion.rate, key === 'Total' ? calculator.tons : 1)
        )
          return null;
        return reasonFor(key, base, calculator);
      });
      return { key, label: labelOf(key, base), values, differences, reasons };
    });
  const mixedCurrencies = new Set(calculators.map((calculator) => calculator.currencyCode)).size > 1;
  return { rows, mixedCurrencies, conversions };
};
