import { z } from 'zod';
import { costBlockTypes, subtotalNames } from '../pricing/cost-block-types.ts';
import { fxSources } from '../pricing/priced-calculator.ts';
import { provenanceFreshnessFields } from './calculator-freshness.schemas.ts';

// The parts of a calculator reply (calculators.md §3 and PSC's own, decisions 0021, 0032-0034): blocks, subtotals,
// route ends, duty, polarisation, freight and finance. calculators.schemas.ts assembles them.

const provenanceSchema = z.object({
  source: z.string(),
  period: z.string().nullable(),
  timestamp: z.number().nullable(),
  currencyCode: z.string(),
  fxRate: z.number(),
  fxTimestamp: z.number().nullable(),
  /** 'none': no conversion; 'published': the FX publication; 'custom': the user's fixed rate (customForex). */
  fxSource: z.enum(fxSources),
  formula: z.string(),
  ...provenanceFreshnessFields,
});

/** Cost block of §3 with its state and provenance (amounts per tonne in the calculator currency). */
export const costBlockReplySchema = z.object({
  name: z.enum(costBlockTypes),
  type: z.enum(costBlockTypes),
  displayName: z.string(),
  color: z.string(),
  price: z.number(),
  basePrice: z.number(),
  defaultPrice: z.number(),
  lowPrice: z.number(),
  highPrice: z.number(),
  active: z.boolean(),
  custom: z.boolean(),
  includedInSum: z.boolean(),
  provenance: provenanceSchema,
});
export type CostBlockReply = z.infer<typeof costBlockReplySchema>;

export const subtotalReplySchema = z.object({
  name: z.enum(subtotalNames),
  displayName: z.string(),
  color: z.string(),
  price: z.number(),
  lowPrice: z.number(),
  highPrice: z.number(),
  formula: z.string(),
});

/** A port's sea-side point (entrance or anchorage), as the global origin and destination lists give it. */
export const seaPointSchema = z.object({
  seaportId: z.string(),
  seaportName: z.string(),
  seaportLat: z.number(),
  seaportLng: z.number(),
});
export type SeaPoint = z.infer<typeof seaPointSchema>;

/** The two ends of a calculator's sea leg: the priced route's ports, else the chosen ones; null when unknown. */
export const routeCoordinatesSchema = z.object({
  origin: seaPointSchema.nullable(),
  destination: seaPointSchema.nullable(),
});
export type RouteCoordinates = z.infer<typeof routeCoordinatesSchema>;

/** The ends before the latest calculator change that moved them (docs/decisions/0021), and when that was. */
export const previousCoordinatesSchema = routeCoordinatesSchema.extend({ replacedAt: z.number() });
export type PreviousCoordinates = z.infer<typeof previousCoordinatesSchema>;

/** The share of the Loading block (DEST. CHARGES) that is the user destination's premium. */
export const destinationPremiumReplySchema = z.object({
  /** Added to DDP inside Loading, per tonne in the calculator currency: 0 while Loading is inactive or custom. */
  price: z.number(),
  lowPrice: z.number(),
  highPrice: z.number(),
  defaultPrice: z.number(),
  /** As entered on the destination, per tonne in currencyCode. */
  basePrice: z.number(),
  currencyCode: z.string(),
  fxRate: z.number(),
  fxSource: z.enum(fxSources),
  source: z.string(),
});

/** One rate the destination could charge (docs/decisions/0032). */
export const dutyOptionReplySchema = z.object({
  /** The rule row's id, or the customs union's: the value the dutyRegime amendment takes. */
  id: z.string(),
  regime: z.enum(['domestic', 'customsUnion', 'mfn', 'preference', 'inQuota', 'outOfQuota']),
  label: z.string(),
  adValoremRate: z.number(),
  /** Per tonne in currencyCode, before the yield factor. */
  specificPerTonne: z.number(),
  currencyCode: z.string(),
  yieldAdjusted: z.boolean(),
  /** US TRQ raws: the specific duty less this much per degree under 100°, not below the floor; null = none. */
  degreeScale: z.object({ lessPerDegreeUnder100: z.number(), minimumPerTonne: z.number() }).nullable(),
  /**
   * EAEU raws: the New York #11 price band that set specificPerTonne (decision 0116); null = a fixed rate. Optional so
   * replies stored before it still parse.
   */
  priceBand: z
    .object({
      basis: z.literal('newYork11'),
      worldPricePerTonne: z.number(),
      fromPerTonne: z.number().nullable(),
      upToPerTonne: z.number().nullable(),
      specificPerTonne: z.number(),
    })
    .nullable()
    .optional(),
  verified: z.boolean(),
  source: z.string(),
  effectiveFrom: z.string(),
});

/** Which duty regime the Duty block applies and why, with every option the card lists side by side. */
export const dutyReplySchema = z.object({
  /** The applied option's id; null = no rule known ('no duty rule'). */
  appliedId: z.string().nullable(),
  reason: z.string(),
  /** The user picked the applied option on the card; false = the automatic choice. */
  chosen: z.boolean(),
  /** Multiplies the specific duty (and a typed in-quota duty): (2 × pol − 100) / 92 for EU and UK raws, the per-degree
   * scale of US TRQ raws, else 1. */
  yieldFactor: z.number(),
  options: z.array(dutyOptionReplySchema),
});

/** Raw sugar's polarisation premium, the share of the Contract block over the 96° basis (docs/decisions/0032). */
export const polarisationReplySchema = z.object({
  degrees: z.number(),
  /** The user typed the degrees; false = the origin's grade. */
  custom: z.boolean(),
  gradeId: z.string(),
  gradeName: z.string(),
  /** Signed share of the basis (0.042 = +4.20 %). */
  rate: z.number(),
  method: z.enum(['normalisation', 'scale', 'basis']),
  /** Per tonne in the calculator currency, included in the Contract block. */
  price: z.number(),
  lowPrice: z.number(),
  highPrice: z.number(),
  source: z.string(),
  verified: z.boolean(),
});

/** How the freight line was made: container boxes, a bulk voyage or an inland truck (docs/decisions/0033). */
export const freightReplySchema = z.object({
  mode: z.enum(['container', 'bulk', 'inland']),
  /** The user chose the mode; false = the basis's default (raws in bulk, whites in containers). */
  customMode: z.boolean(),
  vesselClassId: z.string().nullable(),
  vesselClassName: z.string().nullable(),
  /** Bulk: the cargo on the vessel, tonnes. */
  cargoTonnes: z.number().nullable(),
  customCargoTonnes: z.boolean(),
  /** Bulk with a route: the voyage-cost model's figures, US$. */
  voyage: z
    .object({
      nauticalMiles: z.number(),
      speedKnots: z.number(),
      seaDays: z.number(),
      ballastDays: z.number(),
      portDays: z.number(),
      totalDays: z.number(),
      hireUsdPerDay: z.number(),
      hireUsd: z.number(),
      bunkerTonnes: z.number(),
      bunkerUsdPerTonne: z.number(),
      bunkersUsd: z.number(),
      portCostsUsd: z.number(),
      canalUsd: z.number(),
      totalUsd: z.number(),
      perTonneUsd: z.number(),
    })
    .nullable(),
  /** Bulk: 'assessment' when a published lane assessment priced the line, else 'voyage' (the model); null otherwise. */
  basis: z.enum(['assessment', 'voyage']).nullable(),
  /** The published lane assessment that priced the line (docs/decisions/0036). */
  assessment: z
    .object({
      usdPerTonne: z.number(),
      assessedOn: z.string(),
      publisher: z.string(),
      source: z.string(),
      publicationId: z.string(),
      isDemo: z.boolean(),
    })
    .nullable(),
  source: z.string().nullable(),
  verified: z.boolean(),
  /** Containers priced from a trade lane's index rate (decision 0122); null = the distance band, or not containers. */
  containerLane: z
    .object({
      laneId: z.string(),
      index: z.string(),
      per20ft: z.number(),
      per40ft: z.number(),
      currencyCode: z.string(),
      transitDays: z.number().nullable(),
      routeSurchargePerContainer: z.number(),
      source: z.string(),
      effectiveFrom: z.string(),
      verified: z.boolean(),
    })
    .nullable()
    .default(null),
  /** The classes the card offers, with the cargo range each takes. */
  vesselClasses: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      cargoTonnes: z.number(),
      minCargoTonnes: z.number(),
      maxCargoTonnes: z.number(),
    }),
  ),
});

/**
 * The Finance line (docs/decisions/0034): the terms in force (the calculator's, else the account's default, else the
 * reference defaults) and, while active, what it adds to DDP (0 while off). Rates are fractions.
 */
export const financeReplySchema = z.object({
  active: z.boolean(),
  carryRatePerYear: z.number(),
  paymentDays: z.number(),
  transitDays: z.number(),
  lcIssuanceRate: z.number(),
  lcConfirmationRate: z.number(),
  waitingDaysLow: z.number(),
  waitingDaysHigh: z.number(),
  price: z.number(),
  lowPrice: z.number(),
  highPrice: z.number(),
  carry: z.number(),
  letterOfCredit: z.number(),
  demurrage: z.number(),
  demurrageLow: z.number(),
  demurrageHigh: z.number(),
  /** Carry on the taxes paid at import over the payment days (decision 0120); 0 without taxes or while off. */
  importTaxCarry: z.number().default(0),
  formula: z.string().nullable(),
  source: z.string(),
  verified: z.boolean(),
});
