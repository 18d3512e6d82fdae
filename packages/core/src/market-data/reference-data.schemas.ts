import { z } from 'zod';
import { contractIds } from './contracts.ts';
import { currencyCodeSchema } from './fx-snapshot.schemas.ts';
import { lastTradingRules } from './last-trading-day.ts';
import { regionNames } from './region-names.ts';

// Schemas of the JSON files in /reference-data. Sources of every file are listed in docs/data-sources.md.

export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'an ISO date YYYY-MM-DD');
export const countryIdSchema = z.string().regex(/^\d{3}$/, 'an ISO 3166-1 numeric code of three digits');
export const unLocodeSchema = z.string().regex(/^[A-Z]{2}[A-Z2-9]{3}$/, 'a UN/LOCODE of five characters');

/** Every rule-table row says where it comes from and from when it applies. */
export const ruleRow = { source: z.string().min(1), effectiveFrom: isoDateSchema };

export const regionsFileSchema = z.object({
  source: z.string(),
  regions: z.array(z.object({ id: z.enum(regionNames), name: z.string() })),
});
export type RegionsFile = z.infer<typeof regionsFileSchema>;

export const countrySchema = z.object({
  id: countryIdSchema,
  name: z.string().min(1),
  alpha2: z.string().regex(/^[A-Z]{2}$/),
  alpha3: z.string().regex(/^[A-Z]{3}$/),
  region: z.enum(regionNames),
  subregion: z.string(),
  /** Main currency; null for the few places without an ISO 4217 currency of their own in the source. */
  currencyCode: currencyCodeSchema.nullable(),
});
export type Country = z.infer<typeof countrySchema>;
export const countriesFileSchema = z.object({ source: z.string(), countries: z.array(countrySchema) });

/** ISO 4217 list one. Symbols are not stored: Intl.NumberFormat supplies them where the code is shown. */
export const currencySchema = z.object({
  code: currencyCodeSchema,
  name: z.string().min(1),
  minorUnits: z.number().int().min(0).max(4),
});
export type Currency = z.infer<typeof currencySchema>;
export const currenciesFileSchema = z.object({ source: z.string(), currencies: z.array(currencySchema) });

const coordinateSchema = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) });

export const portSchema = z.object({
  id: unLocodeSchema,
  name: z.string().min(1),
  countryId: countryIdSchema,
  /** Port entrance or anchorage, where a ship joins the sea lanes. */
  sea: coordinateSchema,
  /** The UN/LOCODE (city) position, kept to show how far the sea point was moved. */
  city: coordinateSchema.nullable(),
  isOrigin: z.boolean(),
  isDestination: z.boolean(),
  /** Default FOB premium of sugar loaded here over the basis contract, per tonne. */
  defaultPremium: z.object({ amount: z.number(), currencyCode: currencyCodeSchema, ...ruleRow }).nullable(),
});
export type Port = z.infer<typeof portSchema>;
export const portsFileSchema = z.object({
  source: z.string(),
  notes: z.record(z.string(), z.string()),
  ports: z.array(portSchema),
});

export const routeClasses = ['Suez', 'Panama', 'Cape of Good Hope', 'Direct'] as const;
export type RouteClass = (typeof routeClasses)[number];

export const seaDistanceSchema = z.object({
  from: unLocodeSchema,
  to: unLocodeSchema,
  km: z.number().nonnegative(),
  nm: z.number().nonnegative(),
  routeClass: z.enum(routeClasses),
  /**
   * 'searoute' = computed by scripts/compute-sea-distances.ts; 'override' = route-overrides.json; 'waypoint' = the
   * way-point lower bound + 5 % where the computed figure was more than 6 % above it (docs/decisions/0118).
   */
  origin: z.enum(['searoute', 'override', 'waypoint']),
});
export type SeaDistance = z.infer<typeof seaDistanceSchema>;
export const seaDistancesFileSchema = z.object({
  source: z.string(),
  generatedBy: z.string(),
  /** Pairs are stored once with from < to; distances are symmetric. */
  pairs: z.array(seaDistanceSchema),
});

/** The Cape of Good Hope alternative of a pair routed through Suez (scripts/compute-cape-distances.ts). */
export const capeDistancesFileSchema = z.object({
  source: z.string(),
  generatedBy: z.string(),
  pairs: z.array(
    z.object({
      from: unLocodeSchema,
      to: unLocodeSchema,
      km: z.number().positive(),
      nm: z.number().positive(),
    }),
  ),
});
export type CapeDistancesFile = z.infer<typeof capeDistancesFileSchema>;

export const routeOverrideSchema = z.object({
  from: unLocodeSchema,
  to: unLocodeSchema,
  km: z.number().nonnegative(),
  routeClass: z.enum(routeClasses),
  comment: z.string().min(1),
  ...ruleRow,
});
export const routeOverridesFileSchema = z.object({ overrides: z.array(routeOverrideSchema) });

export const dutyDegreeScaleSchema = z.object({
  lessPerDegreeUnder100: z.number().min(0),
  minimumPerTonne: z.number().min(0),
});
export type DutyDegreeScale = z.infer<typeof dutyDegreeScaleSchema>;

/**
 * A duty that depends on the world price (the EAEU's raw cane sugar duty by the New York #11 monthly average): the
 * specific duty per tonne of the first band whose upper bound (inclusive, US$/t) the price does not exceed; the last
 * band has no upper bound. `monthsOfYear` limits the table to a season (the EAEU has another table for May-July).
 * docs/decisions/0116.
 */
export const dutyPriceBandsSchema = z
  .object({
    /** The world price the bands read: the New York #11 price of the calculator's basis, in US$/t. */
    basis: z.literal('newYork11'),
    monthsOfYear: z.array(z.number().int().min(1).max(12)).min(1).optional(),
    bands: z
      .array(
        z.object({
          upToPerTonne: z.number().positive().nullable(),
          specificPerTonne: z.number().min(0),
        }),
      )
      .min(1),
  })
  .refine(
    ({ bands }) =>
      bands.every((band, index) =>
        index === bands.length - 1
          ? band.upToPerTonne === null
          : band.upToPerTonne !== null &&
            (index === 0 || (bands[index - 1]?.upToPerTonne ?? 0) < band.upToPerTonne),
      ),
    { message: 'bands rise by their upper bound and only the last one is open (upToPerTonne null)' },
  );
export type DutyPriceBands = z.infer<typeof dutyPriceBandsSchema>;

/**
 * A duty that depends on the cargo's CIF value against a threshold (decision 0132): when the CIF per tonne is below
 * `thresholdPerTonne` (in the rule's currency), `shortfallRate` × (threshold − CIF) is added. Morocco's sugar tariff
 * charges an additional duty on the difference between a set threshold and the declared value; the UEMOA's
 * conjunctural import tax (TCI, Senegal) levies the whole difference (rate 1) and assesses the ad valorem duties on
 * the threshold value (`adValoremOnThreshold`).
 */
export const dutyCifThresholdSchema = z.object({
  thresholdPerTonne: z.number().positive(),
  shortfallRate: z.number().min(0).max(5),
  /** The ad valorem part is charged on the threshold instead of the CIF while the CIF is below it. Missing = no. */
  adValoremOnThreshold: z.boolean().optional(),
});
export type DutyCifThreshold = z.infer<typeof dutyCifThresholdSchema>;

export const dutyRuleSchema = z.object({
  id: z.string().min(1),
  /** Countries the rule applies to as importer (the EU rows list every member state). */
  destinationCountryIds: z.array(countryIdSchema).min(1),
  product: z.enum(['white', 'raw', 'any']),
  /** null = any origin; otherwise the preference applies to these exporting countries only. */
  originCountryIds: z.array(countryIdSchema).nullable(),
  adValoremRate: z.number().min(0).max(5),
  specificPerTonne: z.number().min(0),
  currencyCode: currencyCodeSchema,
  effectiveTo: isoDateSchema.nullable(),
  /**
   * How the rate applies (docs/decisions/0032): 'mfn' the general rate, 'preference' an origin's agreement rate,
   * 'inQuota' / 'outOfQuota' the two sides of a tariff-rate quota. Missing = 'preference' when the row names origins,
   * else 'mfn'.
   */
  regime: z.enum(['mfn', 'preference', 'inQuota', 'outOfQuota']).optional(),
  /** A short name for the card, e.g. 'EU CXL quota (09.4317-09.4320)'. Missing = the regime's name. */
  label: z.string().min(1).optional(),
  /** EU and UK specific duty on raws scales with the yield (2 × pol − 100) / 92 of the cargo (HMRC CAPI19200). */
  yieldAdjusted: z.boolean().optional(),
  /**
   * A specific duty that falls per degree of polarisation under 100° down to a floor (US HTS 1701.14.10: 1.4606 ¢/kg
   * less 0.020668 ¢/kg per degree under 100°, not less than 0.943854 ¢/kg), per tonne in the rule's currency.
   */
  degreeScale: dutyDegreeScaleSchema.optional(),
  /** The specific duty follows the world price by bands (replaces specificPerTonne, which then reads 0). */
  worldPriceBands: dutyPriceBandsSchema.optional(),
  /** An additional duty on the CIF's shortfall under a threshold (Morocco, the UEMOA's TCI): decision 0132. */
  cifThreshold: dutyCifThresholdSchema.optional(),
  /** false = the figure was not checked against the legal text (shown on the card). Missing = checked. */
  verified: z.boolean().optional(),
  ...ruleRow,
});
export type DutyRule = z.infer<typeof dutyRuleSchema>;
export type DutyRegime = NonNullable<DutyRule['regime']>;

/** A customs union: goods in free circulation inside it pay no import duty when they cross between members. */
export const customsUnionSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  memberCountryIds: z.array(countryIdSchema).min(2),
  /** false where sugar is left out of the union's internal free trade (Mercosur): the normal rules then apply. */
  coversSugar: z.boolean(),
  effectiveTo: isoDateSchema.nullable(),
  verified: z.boolean().optional(),
  ...ruleRow,
});
export type CustomsUnion = z.infer<typeof customsUnionSchema>;
export const dutyRulesFileSchema = z.object({
  customsUnions: z.array(customsUnionSchema),
  rules: z.array(dutyRuleSchema),
});

/**
 * Raw sugar's polarisation (sucrose %) against the No. 11 basis of 96°: a scale of premiums and discounts per degree,
 * and grades with their usual polarisation and, where the trade settles on one, an operator-set normalisation.
 */
export const polarisationScaleStepSchema = z.object({
  fromDegrees: z.number().min(90).max(100),
  toDegrees: z.number().min(90).max(100),
  /** Share of the basis price per degree inside the step, signed (0.015 = +1.5 % per degree). */
  ratePerDegree: z.number().min(-0.1).max(0.1),
});
export const polarisationGradeSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  /** Origins whose raws are usually this grade; null = every origin without a grade of its own. */
  originCountryIds: z.array(countryIdSchema).nullable(),
  polarisation: z.number().min(90).max(100),
  /** A premium the trade settles the grade on (Platts VHP +4.20 %), applied between minDegrees and maxDegrees. */
  normalisation: z
    .object({ rate: z.number().min(-0.2).max(0.2), minDegrees: z.number(), maxDegrees: z.number() })
    .nullable(),
  verified: z.boolean().optional(),
  ...ruleRow,
});
export type PolarisationGrade = z.infer<typeof polarisationGradeSchema>;
export const polarisationFileSchema = z.object({
  basisDegrees: z.number().min(90).max(100),
  minDegrees: z.number().min(90).max(100),
  maxDegrees: z.number().min(90).max(100),
  scale: z.object({
    steps: z.array(polarisationScaleStepSchema).min(1),
    verified: z.boolean().optional(),
    ...ruleRow,
  }),
  grades: z.array(polarisationGradeSchema).min(1),
});
export type PolarisationFile = z.infer<typeof polarisationFileSchema>;

export const exchangeHolidaysSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  firstYear: z.number().int(),
  lastYear: z.number().int(),
  holidays: z.array(z.object({ date: isoDateSchema, name: z.string() })),
  ...ruleRow,
});
export type ExchangeHolidays = z.infer<typeof exchangeHolidaysSchema>;
export const exchangeHolidaysFileSchema = z.object({ exchanges: z.array(exchangeHolidaysSchema) });

export const futuresCalendarSchema = z.object({
  contractId: z.enum(contractIds),
  exchangeId: z.string(),
  deliveryMonths: z.array(z.number().int().min(1).max(12)).min(1),
  lastTradingRule: z.enum(lastTradingRules),
  /** How many delivery months are listed at a time. */
  listedPeriods: z.number().int().min(1).max(40),
  ...ruleRow,
});
export type FuturesCalendar = z.infer<typeof futuresCalendarSchema>;

export const brazilCalendarSchema = z.object({
  contractId: z.enum(['BrazilSRP', 'BrazilSPRP']),
  basisContractId: z.enum(['NewYork11', 'London5']),
  listedPeriods: z.number().int().min(1).max(24),
  /** After this day of the month, the month is no longer offered. */
  rollDay: z.number().int().min(1).max(28),
  ...ruleRow,
});
export type BrazilCalendar = z.infer<typeof brazilCalendarSchema>;

export const whitePremiumPairSchema = z.object({
  londonMonth: z.number().int().min(1).max(12),
  newYorkMonth: z.number().int().min(1).max(12),
  newYorkYearOffset: z.number().int().min(0).max(1),
  label: z.string(),
  ...ruleRow,
});
export type WhitePremiumPair = z.infer<typeof whitePremiumPairSchema>;

export const contractCalendarsFileSchema = z.object({
  contracts: z.array(futuresCalendarSchema),
  brazil: z.array(brazilCalendarSchema),
  whitePremiumPairs: z.array(whitePremiumPairSchema),
});
export type ContractCalendarsFile = z.infer<typeof contractCalendarsFileSchema>;
