import { z } from 'zod';
import type { RefusalReason } from '../shared/refusal-reasons.ts';
import { rollingPeriodSchema } from '../market-data/rolling-period.ts';
import { contractIds } from '../market-data/contracts.ts';
import { adjustableCostBlockTypes, overridableCostBlockNames } from '../pricing/cost-block-types.ts';

// Every calculator contract is importable from here, as before the parts had files of their own.
export * from './calculator-reply-parts.schemas.ts';
export * from './calculator-history.schemas.ts';
export * from './calculator-freshness.schemas.ts';
export * from './calculator-reply.schemas.ts';

/** An optional id as the forms send it: trimmed, '' and missing both null. Matrix rows use it too. */
export const optionalId = z
  .string()
  .trim()
  .max(60)
  .nullish()
  .transform((value) => (value === undefined || value === null || value === '' ? null : value));

/** POST /calculator and PUT /calculator/{calculatorId} (calculators.md §7). Names follow §3. */
export const calculatorRequestSchema = z.object({
  name: z.string().trim().max(100).default(''),
  contractId: z.enum(contractIds, 'Basis is required'),
  periodId: z.string().trim().min(1, 'Contract is required').max(20),
  originRegionId: optionalId,
  originCMPRegionId: optionalId,
  originCountryId: optionalId,
  originPortId: optionalId,
  destinationId: z.string().trim().min(1, 'Destination is required').max(60),
  currencyCode: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, 'Currency must be an ISO 4217 code'),
  /** PSC's own (docs/decisions/0033): 'bulk' or 'container'; null = the basis's default; missing = unchanged. */
  freightMode: z.enum(['bulk', 'container'], 'Freight mode must be bulk or container').nullable().optional(),
  /**
   * PSC's own (docs/decisions/0043): follow the front (1), second or third period, moving on `rollBusinessDays`
   * business days before the last trading day; null = the fixed periodId; missing = unchanged.
   */
  rollingPeriod: rollingPeriodSchema.nullable().optional(),
});
export type CalculatorRequest = z.input<typeof calculatorRequestSchema>;
export type CalculatorRequestParsed = z.output<typeof calculatorRequestSchema>;

export const calculatorIdParamsSchema = z.object({ calculatorId: z.string() });

/**
 * Fields the single-field amendment PUT /calculator/{calculatorId}/{name}?value= may change (§4 'Calculator fields').
 * customForexCost and customQuotaCost set the Forex and Quota overrides by their §3 field names ('' = back to default);
 * polarisation (degrees, raws) and dutyRegime (a duty option id) are PSC's own ('' = the default; docs/decisions/0032),
 * and so are freightMode ('bulk' | 'container'), vesselClass and cargoTonnes (docs/decisions/0033), and the Finance
 * line's finance ('on' | 'off'), carryRate, lcIssuanceRate and lcConfirmationRate (percent) and paymentDays (0034).
 */
export const amendableCalculatorFields = [
  'name',
  'periodId',
  'currencyCode',
  'tons',
  'tonsPerContainer',
  'seaFreightCost',
  'originRegionId',
  'originCMPRegionId',
  'originCountryId',
  'originPortId',
  'destinationId',
  'customForexCost',
  'customQuotaCost',
  'polarisation',
  'dutyRegime',
  'freightMode',
  'vesselClass',
  'cargoTonnes',
  'finance',
  'carryRate',
  'paymentDays',
  'lcIssuanceRate',
  'lcConfirmationRate',
  'seaRoute',
  'rollingPeriod',
] as const;
export type AmendableCalculatorField = (typeof amendableCalculatorFields)[number];

export const amendmentParamsSchema = z.object({
  calculatorId: z.string(),
  name: z.enum(
    amendableCalculatorFields,
    `Field cannot be changed this way; use one of ${amendableCalculatorFields.join(', ')}`,
  ),
});
export const amendmentQuerySchema = z.object({ value: z.string().max(200).default('') });

/** {name} may also be Forex (value = the user's rate) or Quota (value = in-quota duty per tonne in the duty currency). */
export const costBlockOverrideParamsSchema = z.object({
  calculatorId: z.string(),
  custom: z.enum(['true', 'false'], 'custom must be true or false'),
  name: z.enum(
    overridableCostBlockNames,
    `Cost block must be one of ${overridableCostBlockNames.join(', ')}`,
  ),
});
export const costBlockOverrideQuerySchema = z.object({ value: z.string().max(60).optional() });

export const costBlockActivityParamsSchema = z.object({
  calculatorId: z.string(),
  active: z.enum(['true', 'false'], 'active must be true or false'),
  name: z.enum(adjustableCostBlockTypes, `Cost block must be one of ${adjustableCostBlockTypes.join(', ')}`),
});

export const csvDownloadQuerySchema = z.object({
  name: z.string().max(200).optional(),
  ts: z.string().max(20).optional(),
});
export const excelDownloadQuerySchema = z.object({ filename: z.string().max(200).optional() });

/** Reply of PUT /calculator/calculateall: how many calculators were priced again and with which publications. */
export const recomputeReplySchema = z.object({
  success: z.boolean(),
  message: z.string().nullable(),
  recomputed: z.number().int(),
});

/** Messages of calculators.md §5 and §8, shared by server and web. */
export const calculatorMessages = {
  created: 'Your new calculator has been created',
  deleted: 'Your calculator has been deleted',
  updateFailed: 'Sorry an error occurred when trying to update your calculator',
  noResult: 'Unable to save changes',
  notFound: 'Calculator not found',
  editNull: 'Sorry, an error occurred',
  downloadFailed: 'Sorry, an error occurred while downloading calculator',
  genericFailure: 'Sorry, an error occurred',
  creationInvalid: 'Your request is not valid',
  deleteConfirmation: 'Are you sure you want to delete this calculator?',
  noCalculators: 'No Calculators',
  expiredBasis:
    'Calculator - Basis Price expired ... Click here if you wish to change to the current pricing month',
  planLimit: (limit: number) => `Your plan allows ${limit} calculators. Upgrade to a paid plan to add more.`,
} as const;

/** Reason carried by the 403 a Free account gets over its calculator allowance; the web shows an upgrade prompt. */
export const calculatorLimitReason = 'calculator_limit_reached' satisfies RefusalReason;
