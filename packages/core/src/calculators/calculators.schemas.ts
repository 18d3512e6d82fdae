import { z } from 'zod';
import { importTaxesReplySchema } from './import-taxes-reply.schemas.ts';
import type { RefusalReason } from '../shared/refusal-reasons.ts';
import { rollingPeriodSchema } from '../market-data/rolling-period.ts';
import { contractIds } from '../market-data/contracts.ts';
import { adjustableCostBlockTypes, overridableCostBlockNames } from '../pricing/cost-block-types.ts';
import { calculatorFreshnessFields } from './calculator-freshness.schemas.ts';
import {
  costBlockReplySchema,
  destinationPremiumReplySchema,
  dutyReplySchema,
  financeReplySchema,
  freightReplySchema,
  polarisationReplySchema,
  previousCoordinatesSchema,
  routeCoordinatesSchema,
  subtotalReplySchema,
} from './calculator-reply-parts.schemas.ts';

// Every calculator contract is importable from here, as before the parts had files of their own.
export * from './calculator-reply-parts.schemas.ts';
export * from './calculator-history.schemas.ts';
export * from './calculator-freshness.schemas.ts';

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

const blockFlag = z.boolean();
const blockCost = z.number().nullable();

/**
 * Calculator of calculators.md §3 as every calculator call answers it: the stored choices, the engine's priced
 * blocks and totals, and the names a card shows. `pricingError` explains a calculator that cannot be priced now
 * (no published price for its period, no FX rate); its amounts are then 0 and `costBlocks` is empty.
 */
export const calculatorReplySchema = z.object({
  id: z.string(),
  name: z.string(),
  contractId: z.enum(contractIds),
  contractName: z.string(),
  periodId: z.string(),
  period: z.object({
    id: z.string(),
    name: z.string(),
    displayName: z.string(),
    concluded: z.boolean(),
    lastUpdated: z.number().nullable(),
  }),
  originRegionId: z.string().nullable(),
  originCMPRegionId: z.string().nullable(),
  originCountryId: z.string().nullable(),
  originCountryName: z.string().nullable(),
  originPortId: z.string().nullable(),
  originPortName: z.string().nullable(),
  destinationId: z.string(),
  destination: z.object({
    id: z.string(),
    kind: z.enum(['userDefined', 'global']),
    name: z.string(),
    region: z.string(),
    country: z.string(),
    countryName: z.string(),
    /** '' when the destination accepts any port and none could be routed. */
    arrivalPortId: z.string(),
    arrivalPortName: z.string(),
  }),
  /** The sea leg priced: the chosen ports, or for 'Any' port the shortest known pair; null without a sea leg. */
  route: z
    .object({
      fromPortId: z.string(),
      fromPortName: z.string(),
      toPortId: z.string(),
      toPortName: z.string(),
      routeClass: z.string(),
    })
    .nullable(),
  currencyCode: z.string(),
  contractCurrencyCode: z.string(),
  /** Per tonne in the contract currency (New York #11 already × the c/lb factor). */
  contractPrice: z.number(),
  /** The contract per tonne in the calculator currency: the card's flat price (EX-W for the cash market). */
  flatPrice: z.number(),
  /** DDP per tonne and its range. */
  price: z.number(),
  lowPrice: z.number(),
  highPrice: z.number(),
  tons: z.number(),
  total: z.number(),
  lowTotal: z.number(),
  highTotal: z.number(),
  tonsPerContainer: z.number(),
  /** true when the user typed tonnes per container; false = the destination country's default. */
  customTonsPerContainer: z.boolean(),
  distanceInKM: z.number().nullable(),
  distanceInNM: z.number().nullable(),
  /** Sea time plus port days, milliseconds. */
  travelTimeInMS: z.number().nullable(),
  creationTimestamp: z.number(),
  lastForexUpdated: z.number().nullable(),
  /** Per 20-ft container in the calculator currency. */
  seaFreightCost: z.number(),
  /** true when the user typed the cost per container. */
  customSeaFreightContainerCost: z.boolean(),
  seaFreightPerTonPrice: z.number(),
  costBlocks: z.array(costBlockReplySchema),
  subtotals: z.array(subtotalReplySchema),
  pricingError: z.string().nullable(),
  activeDuty: blockFlag,
  activeInsurance: blockFlag,
  activeLandFreight: blockFlag,
  activeLoading: blockFlag,
  activePremium: blockFlag,
  activeSeaFreight: blockFlag,
  customDuty: blockFlag,
  customInsurance: blockFlag,
  customLandFreight: blockFlag,
  customLoading: blockFlag,
  customPremium: blockFlag,
  customSeaFreight: blockFlag,
  customDutyCost: blockCost,
  customInsuranceCost: blockCost,
  customLandFreightCost: blockCost,
  customLoadingCost: blockCost,
  customPremiumCost: blockCost,
  customSeaFreightCost: blockCost,
  /** The user's fixed exchange rate: units of the calculator currency per unit of the contract currency. */
  customForex: blockFlag,
  customForexCost: blockCost,
  /** The user's in-quota duty per tonne, in customQuotaCurrencyCode; it replaces the duty rule (a custom Duty cost wins). */
  customQuota: blockFlag,
  customQuotaCost: blockCost,
  customQuotaCurrencyCode: z.string().nullable(),
  /** Currency of the destination's duty rule: an in-quota duty is entered in it. null when not priced. */
  dutyCurrencyCode: z.string().nullable(),
  /** null when the destination has no premium (global destinations never have one). */
  destinationPremium: destinationPremiumReplySchema.nullable(),
  /** The duty regime and its options; null when the calculator cannot be priced. */
  duty: dutyReplySchema.nullable(),
  /**
   * false when the DDP is not duty-paid: no duty rule is known for the destination and the user typed neither a Duty
   * cost nor an in-quota duty (or the calculator cannot be priced). Screens and exports mark such a price.
   */
  priceComplete: z.boolean(),
  /** Why the price is incomplete, e.g. 'Duty not known for Japan: the DDP excludes duty'; null when complete. */
  incompleteReason: z.string().nullable(),
  /** How old the inputs are at today's date (decision 0114). */
  ...calculatorFreshnessFields,
  /** Import VAT and other taxes at import, beside the DDP (decision 0120); null when the calculator cannot be priced. */
  importTaxes: importTaxesReplySchema.nullable().default(null),
  /** The duty option the user picked (an option id); null = automatic. */
  dutyRegime: z.string().nullable(),
  /** The freight mode and, for bulk, the voyage; null when the calculator cannot be priced. */
  freight: freightReplySchema.nullable(),
  /** The period it follows instead of a fixed one; periodId is then today's rolled period (docs/decisions/0043). */
  rollingPeriod: rollingPeriodSchema.nullable(),
  /** 'suez' or 'cape' as the user chose; null = the cheaper route (docs/decisions/0035, 0118). */
  seaRoute: z.string().nullable(),
  /**
   * A pair routed through Suez: both routes with their distance and transit time, the cheaper (lower delivered price)
   * first; null otherwise.
   */
  seaRoutes: z
    .array(
      z.object({
        id: z.enum(['suez', 'cape']),
        routeClass: z.string(),
        distanceInKM: z.number(),
        distanceInNM: z.number(),
        travelTimeInMS: z.number(),
        chosen: z.boolean(),
        /** This route delivers at the lower price per tonne (docs/decisions/0118); false when unknown. */
        cheaper: z.boolean(),
      }),
    )
    .nullable(),
  /** The cost of money, after CIF; DDP includes it while active. null when the calculator cannot be priced. */
  finance: financeReplySchema.nullable(),
  /** Raw cargoes only (New York #11 basis); null for whites and when the calculator cannot be priced. */
  polarisation: polarisationReplySchema.nullable(),
  /** Sea-side ends of the current route. */
  coordinates: routeCoordinatesSchema,
  /** Sea-side ends before the latest change of origin or destination that moved them; null when there were none. */
  previousCoordinates: previousCoordinatesSchema.nullable(),
});
export type CalculatorReply = z.infer<typeof calculatorReplySchema>;

export const calculatorListReplySchema = z.array(calculatorReplySchema);

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
