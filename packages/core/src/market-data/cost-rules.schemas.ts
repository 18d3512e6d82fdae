import { z } from 'zod';
import { contractIds } from './contracts.ts';
import { currencyCodeSchema } from './fx-snapshot.schemas.ts';
import { countryIdSchema, routeClasses, ruleRow, unLocodeSchema } from './reference-data.schemas.ts';

// Schemas of the cost-rule files in /reference-data (charges, freight, finance, insurance); sources in docs/data-sources.md.

/** Destination charges per port, per tonne; portId null is the default for ports without a row. */
export const destinationChargeRuleSchema = z.object({
  portId: unLocodeSchema.nullable(),
  /** 'container' (a terminal invoice; missing = this) or 'bulk' (discharge of a bulk cargo). */
  mode: z.enum(['container', 'bulk']).optional(),
  verified: z.boolean().optional(),
  totalPerTonne: z.number().min(0),
  currencyCode: currencyCodeSchema,
  ...ruleRow,
});
export type DestinationChargeRule = z.infer<typeof destinationChargeRuleSchema>;
export const destinationChargesFileSchema = z.object({ rules: z.array(destinationChargeRuleSchema) });

/** Land freight from the arrival port to the buyer, per tonne; countryId null is the default. */
export const landFreightRuleSchema = z.object({
  countryId: countryIdSchema.nullable(),
  perTonne: z.number().min(0),
  currencyCode: currencyCodeSchema,
  ...ruleRow,
});
export type LandFreightRule = z.infer<typeof landFreightRuleSchema>;
export const landFreightFileSchema = z.object({ rules: z.array(landFreightRuleSchema) });

/**
 * Inland freight by truck per tonne for an ex-works cash-market delivery (the FREIGHT line); regionId null is the
 * default for every cash-market region group without a row.
 */
export const inlandFreightRuleSchema = z.object({
  regionId: z.string().nullable(),
  perTonne: z.number().min(0),
  currencyCode: currencyCodeSchema,
  verified: z.boolean().optional(),
  ...ruleRow,
});
export type InlandFreightRule = z.infer<typeof inlandFreightRuleSchema>;
export const inlandFreightFileSchema = z.object({ rules: z.array(inlandFreightRuleSchema) });

/** A bulk carrier class the voyage model prices (docs/decisions/0033). */
export const vesselClassSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  /** The usual sugar cargo on this class, and the range a user may enter. */
  cargoTonnes: z.number().positive(),
  minCargoTonnes: z.number().positive(),
  maxCargoTonnes: z.number().positive(),
  speedKnots: z.number().positive(),
  /** Fuel burnt per day at sea (laden and ballast) and in port, tonnes. */
  seaConsumptionTonnesPerDay: z.number().min(0),
  portConsumptionTonnesPerDay: z.number().min(0),
  /** Time-charter hire, US$ per day. */
  hireUsdPerDay: z.number().min(0),
  /** Port disbursements per call (loading and discharge each), US$. */
  portCostUsdPerCall: z.number().min(0),
  /** Canal dues per transit by route class, US$ (route classes without a row pay none). */
  canalUsd: z.record(z.string(), z.number().min(0)),
  verified: z.boolean().optional(),
  ...ruleRow,
});
export type VesselClass = z.infer<typeof vesselClassSchema>;

export const bulkFreightFileSchema = z.object({
  vesselClasses: z.array(vesselClassSchema).min(1),
  /** Bunker fuel price, US$ per tonne (VLSFO). */
  bunker: z.object({ usdPerTonne: z.number().positive(), verified: z.boolean().optional(), ...ruleRow }),
  /** Days in port: loading and discharge together. */
  portDays: z.number().min(0),
  /** Repositioning (ballast) sea days charged per laden sea day: a one-way cargo pays part of the way back. */
  ballastRatio: z.number().min(0).max(1),
  /** How each basis ships by default: raws in bulk on a class, whites in containers. */
  defaultModes: z.array(
    z.object({
      contractId: z.enum(contractIds),
      mode: z.enum(['bulk', 'container']),
      vesselClassId: z.string().nullable(),
    }),
  ),
  source: z.string().min(1),
});
export type BulkFreightFile = z.infer<typeof bulkFreightFileSchema>;

/** Cost-of-money defaults of the Finance line (docs/decisions/0034). Rates are fractions (0.065 = 6.5 %). */
export const financeFileSchema = z.object({
  carryRatePerYear: z.number().min(0).max(1),
  paymentDays: z.number().int().min(0).max(365),
  lcIssuanceRate: z.number().min(0).max(0.1),
  lcConfirmationRate: z.number().min(0).max(0.1),
  /** Bulk only: days a vessel may wait to berth, low and high; demurrage per day is the class's hire. */
  waitingDaysLow: z.number().min(0),
  waitingDaysHigh: z.number().min(0),
  /** Days an ex-works truck delivery takes, for the carry. */
  inlandTransitDays: z.number().min(0),
  verified: z.boolean().optional(),
  ...ruleRow,
});
export type FinanceFile = z.infer<typeof financeFileSchema>;

export const insuranceRuleSchema = z.object({
  id: z.string().min(1),
  /** Premium rate on the insured value, a fraction (0.002 = 0.2 %). */
  rate: z.number().min(0).max(0.5),
  /** Insured value as a share of CIF (1.1 = 110 %). The engine's closed form assumes 1.1. */
  insuredShareOfCif: z.literal(1.1),
  ...ruleRow,
});
/** Sea areas whose transit carries cargo war-risk cover (docs/decisions/0118). */
export const riskAreas = ['Bab-el-Mandeb'] as const;
export type RiskArea = (typeof riskAreas)[number];

/**
 * Cargo war-risk cover added to the insurance rate. With `riskArea` it applies to every route that passes the area
 * (docs/decisions/0118); without, to the routes of `routeClass` (the rows before the area was known).
 */
export const warRiskSurchargeSchema = z.object({
  routeClass: z.enum(routeClasses),
  riskArea: z.enum(riskAreas).optional(),
  rate: z.number().min(0).max(0.1),
  verified: z.boolean().optional(),
  ...ruleRow,
});
export type WarRiskSurcharge = z.infer<typeof warRiskSurchargeSchema>;
export const insuranceFileSchema = z.object({
  rules: z.array(insuranceRuleSchema),
  warRiskSurcharges: z.array(warRiskSurchargeSchema).optional(),
});

export const seaFreightRateSchema = z.object({
  id: z.string().min(1),
  minNm: z.number().min(0),
  /** null = open-ended band. */
  maxNm: z.number().positive().nullable(),
  costPerContainer: z.number().min(0),
  currencyCode: currencyCodeSchema,
  ...ruleRow,
});
export type SeaFreightRate = z.infer<typeof seaFreightRateSchema>;
export const capeDiversionSurchargeSchema = z.object({
  perContainer: z.number().min(0),
  currencyCode: currencyCodeSchema,
  verified: z.boolean().optional(),
  ...ruleRow,
});
export type CapeDiversionSurcharge = z.infer<typeof capeDiversionSurchargeSchema>;
export const seaFreightRatesFileSchema = z.object({
  containerSize: z.literal('20ft'),
  rates: z.array(seaFreightRateSchema),
  /** Added per container when the route passes a canal. */
  routeClassSurcharges: z.array(
    z.object({
      routeClass: z.enum(routeClasses),
      perContainer: z.number().min(0),
      currencyCode: currencyCodeSchema,
      ...ruleRow,
    }),
  ),
  voyage: z.object({ speedKnots: z.number().positive(), portDays: z.number().min(0), ...ruleRow }),
  /**
   * Added per container when a box sails round the Cape instead of through Suez, as carriers' diversion surcharges
   * charge the longer distance and days (docs/decisions/0118); on top of whatever the base container rate is.
   */
  capeDiversionSurcharges: z.array(capeDiversionSurchargeSchema).optional(),
});
export type SeaFreightRatesFile = z.infer<typeof seaFreightRatesFileSchema>;

export const tonnesPerContainerRuleSchema = z.object({
  countryId: countryIdSchema.nullable(),
  tonnes: z.number().positive().max(30),
  ...ruleRow,
});
export type TonnesPerContainerRule = z.infer<typeof tonnesPerContainerRuleSchema>;
export const tonnesPerContainerFileSchema = z.object({ rules: z.array(tonnesPerContainerRuleSchema) });
