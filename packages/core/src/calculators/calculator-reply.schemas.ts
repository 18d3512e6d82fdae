import { z } from 'zod';
import { importTaxesReplySchema } from './import-taxes-reply.schemas.ts';
import { rollingPeriodSchema } from '../market-data/rolling-period.ts';
import { contractIds } from '../market-data/contracts.ts';
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

// A calculator as every calculator call answers it, in a module of its own: Home and My Calculators check their first
// read against it before their first paint, and building only this (not every calculator request's contract) is what
// that paint waits for (docs/web-delivery.md). calculators.schemas.ts exports it too.
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
