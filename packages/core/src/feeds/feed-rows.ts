import type { CalculatorReply } from '../calculators/calculators.schemas.ts';
import type { PeriodReply } from '../market-data/market-data.schemas.ts';
import type { MatrixPricesReply } from '../matrices/matrices.schemas.ts';
import { calculatorDisplayName } from '../calculators/calculator-naming.ts';
import { costRowDisplayName, waterfallRows } from '../pricing/cost-block-types.ts';

/** One flat row per calculator for a spreadsheet (Excel's "From Web"): per-tonne figures in the calculator currency. */
export type FeedRow = Record<string, string | number | boolean | null>;

// The waterfall's per-tonne rows; Forex is a rate, not an amount, and is left out.
const feedFigures = waterfallRows.filter(
  (row): row is Exclude<(typeof waterfallRows)[number], 'Forex'> => row !== 'Forex',
);

const figureOf = (calculator: CalculatorReply, row: (typeof feedFigures)[number]): number | null => {
  if (calculator.pricingError !== null) return null;
  const subtotal = calculator.subtotals.find((candidate) => candidate.name === row);
  if (subtotal !== undefined) return subtotal.price;
  const block = calculator.costBlocks.find((candidate) => candidate.type === row);
  return block === undefined ? null : block.includedInSum ? block.price : 0;
};

/**
 * The calculator feed's columns, in order: the header of a CSV with no calculator too (issue 48), so a sheet
 * reading an empty list still finds its columns.
 */
export const calculatorFeedColumns: readonly string[] = [
  'Id',
  'Name',
  'Basis',
  'Period',
  'From',
  'To',
  'Currency',
  'Tonnes',
  ...feedFigures.map((figure) => costRowDisplayName(figure, 'NewYork11')),
  'DDP low',
  'DDP high',
  'Total',
  'Pricing error',
];

/** Columns in a fixed order with stable names, so a sheet's formulas keep pointing at the right column. */
export const calculatorFeedRows = (calculators: readonly CalculatorReply[]): FeedRow[] =>
  calculators.map((calculator, index) => {
    const row: FeedRow = {
      Id: calculator.id,
      Name: calculatorDisplayName(calculator.name, index + 1),
      Basis: calculator.contractName,
      Period: calculator.period.displayName,
      From: calculator.originPortName ?? calculator.originCountryName ?? calculator.originRegionId,
      To: calculator.destination.name,
      Currency: calculator.currencyCode,
      Tonnes: calculator.tons,
    };
    for (const figure of feedFigures)
      row[costRowDisplayName(figure, 'NewYork11')] = figureOf(calculator, figure);
    row['DDP low'] = calculator.pricingError === null ? calculator.lowPrice : null;
    row['DDP high'] = calculator.pricingError === null ? calculator.highPrice : null;
    row['Total'] = calculator.pricingError === null ? calculator.total : null;
    row['Pricing error'] = calculator.pricingError;
    return row;
  });

/** The board feed's columns, in order, for a board with no period too. */
export const boardFeedColumns: readonly string[] = [
  'Contract',
  'Period',
  'Period id',
  'Concluded',
  'Currency',
  'Price',
  'Low',
  'High',
  'Last updated',
  'Publisher',
  'Source',
  'Demo',
];

/** A price board as rows: one per period, with where the price came from. */
export const boardFeedRows = (periods: readonly PeriodReply[]): FeedRow[] =>
  periods.map((period) => ({
    Contract: period.contractId,
    Period: period.displayName,
    'Period id': period.id,
    Concluded: period.concluded,
    Currency: period.currencyCode,
    Price: period.price,
    Low: period.lowPrice,
    High: period.highPrice,
    'Last updated': period.lastUpdated === null ? null : new Date(period.lastUpdated).toISOString(),
    Publisher: period.publisher,
    Source: period.source,
    Demo: period.demo,
  }));

/**
 * A priced parity matrix as rows (issue 17 item 2): one per cell, period by period, origins within destinations,
 * with the waterfall's amounts as columns named as the matrix names its steps, and the cheapest origin marked.
 */
export const matrixFeedRows = (prices: MatrixPricesReply): FeedRow[] =>
  prices.periods.flatMap((period) =>
    prices.destinations.flatMap((destination, column) =>
      prices.origins.map((origin, index) => {
        const cell = period.cells[index]?.[column];
        const row: FeedRow = {
          Strip: period.name,
          Destination: destination.name,
          Country: destination.countryName,
          Origin: origin.label,
          Basis: origin.contractName,
          Period: cell?.periodName ?? null,
          Currency: prices.currencyCode,
          DDP: cell?.price ?? null,
          'DDP low': cell?.lowPrice ?? null,
          'DDP high': cell?.highPrice ?? null,
          Cheapest: period.cheapestOrigin[column] === index,
        };
        prices.steps.forEach((step, stepIndex) => {
          row[step.name] = cell?.error === null ? (cell.amounts[stepIndex] ?? null) : null;
        });
        row['Pricing error'] = cell?.error ?? null;
        row['Priced on'] = prices.pricingDay;
        return row;
      }),
    ),
  );
