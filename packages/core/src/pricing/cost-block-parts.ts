import { costRowColors } from './cost-block-types.ts';
import type { CostBlockType } from './cost-block-types.ts';
import type { Conversion } from './fx-conversion.ts';
import type { BlockProvenance, CostBlock } from './priced-calculator.ts';
import { pricingFormulas } from './pricing-formulas.ts';
import type { BlockAdjustment, SourceReference } from './pricing-input.ts';
import { roundToCents } from './round-to-cents.ts';
import type { Waterfall, Waterfalls } from './waterfall.ts';

// What every cost block is made of: the waterfalls it reads its amounts from, the conversion and source of its
// input, and the user's choice for it.

/** The three waterfalls of one calculator, by path. */
export type { Waterfalls };

/** Each input's conversion into the calculator currency. */
export interface Conversions {
  readonly contract: Conversion;
  readonly premium: Conversion;
  readonly seaFreight: Conversion;
  readonly duty: Conversion;
  readonly loading: Conversion;
  readonly landFreight: Conversion;
  readonly destinationPremium: Conversion;
  readonly inQuotaDuty: Conversion;
  readonly finance: Conversion;
}

/** The user's choice for each adjustable block, and the facts the blocks' labels and formulas depend on. */
export interface BlockChoices {
  readonly premium: BlockAdjustment;
  readonly seaFreight: BlockAdjustment;
  readonly insurance: BlockAdjustment;
  readonly duty: BlockAdjustment;
  readonly loading: BlockAdjustment;
  readonly landFreight: BlockAdjustment;
  /** The user's in-quota duty sets the Duty block. */
  readonly dutyInQuotaApplied: boolean;
  /** Freight priced per tonne (bulk, inland) rather than per 20-ft box. */
  readonly freightPerTonne: boolean;
  readonly freightFormula: string;
}

export const alwaysActive: BlockAdjustment = { active: true, customCost: null };

export const provenanceOf = (
  reference: SourceReference,
  currencyCode: string,
  conversion: Conversion,
  formula: string,
): BlockProvenance => ({
  source: reference.source,
  period: reference.period,
  timestamp: reference.timestamp,
  currencyCode,
  fxRate: conversion.rate,
  fxTimestamp: conversion.timestamp,
  fxSource: conversion.source,
  formula,
});

export const formulaFor = (choice: BlockAdjustment, defaultFormula: string): string =>
  !choice.active
    ? pricingFormulas.inactive
    : choice.customCost === null
      ? defaultFormula
      : pricingFormulas.custom;

/** A block as the card shows it: its amount on each path, its default on the price path, its source. */
export const block = (
  type: CostBlockType,
  displayName: string,
  choice: BlockAdjustment,
  lineOf: (waterfall: Waterfall) => number,
  defaultPrice: number,
  basePrice: number,
  provenance: BlockProvenance,
  waterfalls: Waterfalls,
  custom: boolean = choice.customCost !== null,
): CostBlock => ({
  name: type,
  type,
  displayName,
  color: costRowColors[type],
  price: lineOf(waterfalls.price),
  basePrice: roundToCents(basePrice),
  defaultPrice,
  lowPrice: lineOf(waterfalls.low),
  highPrice: lineOf(waterfalls.high),
  active: choice.active,
  custom,
  includedInSum: true,
  provenance,
});
