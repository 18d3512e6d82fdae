import type {
  CustomsUnion,
  DutyCifThreshold,
  DutyDegreeScale,
  DutyRegime,
  DutyRule,
} from '../market-data/reference-data.schemas.ts';
import {
  describePriceBand,
  priceBandDuty,
  priceBandsInSeason,
  type DutyPriceBandReading,
} from './duty-price-band.ts';

/**
 * How the Duty block's rate was chosen: the destination's own sugar (no import), a customs union, or one of a rule
 * row's regimes.
 */
export type DutyRegimeKind = 'domestic' | 'customsUnion' | DutyRegime;

export const dutyRegimeNames: Readonly<Record<DutyRegimeKind, string>> = {
  domestic: 'Domestic',
  customsUnion: 'Customs union',
  mfn: 'MFN',
  preference: 'Preference',
  inQuota: 'In quota',
  outOfQuota: 'Out of quota',
};

/** One rate the destination could charge this cargo, as the card lists them side by side. */
export interface DutyOption {
  /** The rule row's id, or the customs union's id. */
  readonly id: string;
  readonly regime: DutyRegimeKind;
  readonly label: string;
  readonly adValoremRate: number;
  readonly specificPerTonne: number;
  readonly currencyCode: string;
  readonly yieldAdjusted: boolean;
  /** The specific duty falls per degree under 100° (US TRQ raws); null = it does not. */
  readonly degreeScale: DutyDegreeScale | null;
  /** The world-price band that set specificPerTonne (EAEU raws); null = a fixed rate. */
  readonly priceBand: DutyPriceBandReading | null;
  /** An additional duty on the CIF's shortfall under a threshold (Morocco, the UEMOA's TCI); null = none. */
  readonly cifThreshold: DutyCifThreshold | null;
  readonly verified: boolean;
  readonly source: string;
  readonly effectiveFrom: string;
}

export interface DutyDecision {
  /** null = no rule is known for this destination and product: no duty is charged, the price is incomplete. */
  readonly applied: DutyOption | null;
  /** Every rate that could apply, the applied one included; a customs union leaves only itself. */
  readonly options: readonly DutyOption[];
  /** One sentence: which regime applied and why. */
  readonly reason: string;
  /** The user picked the applied option on the card (dutyRegime), rather than the automatic choice. */
  readonly chosen: boolean;
}

/** Each rules table's rows by destination, built once per table: a matrix decides thousands of duties from one. */
const rulesByDestination = new WeakMap<readonly DutyRule[], ReadonlyMap<string, readonly DutyRule[]>>();

/** The rows of `rules` that name this destination, in the table's order. */
const rulesOfDestination = (
  rules: readonly DutyRule[],
  destinationCountryId: string,
): readonly DutyRule[] => {
  let byDestination = rulesByDestination.get(rules);
  if (byDestination === undefined) {
    const built = new Map<string, DutyRule[]>();
    for (const rule of rules)
      for (const countryId of new Set(rule.destinationCountryIds)) {
        const rows = built.get(countryId) ?? [];
        rows.push(rule);
        built.set(countryId, rows);
      }
    byDestination = built;
    rulesByDestination.set(rules, byDestination);
  }
  return byDestination.get(destinationCountryId) ?? [];
};

export interface DutyQuestion {
  readonly rules: readonly DutyRule[];
  readonly customsUnions: readonly CustomsUnion[];
  readonly destinationCountryId: string;
  readonly originCountryId: string | null;
  readonly product: 'white' | 'raw';
  readonly onDate: string;
  /** The option id the user picked on the card; null or one that no longer applies = automatic. */
  readonly choice: string | null;
  /** Names for the reason sentence; missing ids are shown as they are. */
  readonly countryName?: (countryId: string) => string;
  /**
   * The world price (US$/t) price-band rows read: the New York #11 price of the calculator's basis (decision 0116).
   * Missing or null = unknown, and a price-band row cannot apply.
   */
  readonly worldPricePerTonne?: number | null;
}

/** The Duty block's words where no rule is known: the price then excludes duty (issue 45, decision 0105). */
export const dutyNotKnownFor = (countryName: string): string => `Duty not known for ${countryName}`;

const domesticSource =
  'Sugar produced in the destination country is not imported, so no customs duty applies (PSC rule, docs/pricing.md)';

const inForce = (row: { effectiveFrom: string; effectiveTo: string | null }, onDate: string): boolean =>
  row.effectiveFrom <= onDate && (row.effectiveTo === null || row.effectiveTo >= onDate);

export const regimeOf = (rule: DutyRule): DutyRegime =>
  rule.regime ?? (rule.originCountryIds === null ? 'mfn' : 'preference');

const optionOf = (rule: DutyRule, worldPricePerTonne: number | null): DutyOption => {
  const priceBand =
    rule.worldPriceBands === undefined || worldPricePerTonne === null
      ? null
      : priceBandDuty(rule.worldPriceBands, worldPricePerTonne);
  return {
    id: rule.id,
    regime: regimeOf(rule),
    label: rule.label ?? dutyRegimeNames[regimeOf(rule)],
    adValoremRate: rule.adValoremRate,
    specificPerTonne: priceBand?.specificPerTonne ?? rule.specificPerTonne,
    currencyCode: rule.currencyCode,
    yieldAdjusted: rule.yieldAdjusted ?? false,
    degreeScale: rule.degreeScale ?? null,
    priceBand,
    cifThreshold: rule.cifThreshold ?? null,
    verified: rule.verified ?? true,
    source: rule.source,
    effectiveFrom: rule.effectiveFrom,
  };
};

/** A price-band row applies only in its season and when the world price is known. */
const bandsReadable = (rule: DutyRule, onDate: string, worldPricePerTonne: number | null): boolean =>
  rule.worldPriceBands === undefined ||
  (worldPricePerTonne !== null && priceBandsInSeason(rule.worldPriceBands, onDate));

/** An origin's agreement beats the general rate, a product's own row beats 'any', the latest row wins a tie. */
const score = (rule: DutyRule): number =>
  (rule.originCountryIds === null ? 0 : 2) + (rule.product === 'any' ? 0 : 1);

const byPreference = (a: DutyRule, b: DutyRule): number =>
  score(b) - score(a) || b.effectiveFrom.localeCompare(a.effectiveFrom);

/**
 * The duty regime a cargo meets (docs/decisions/0032): no duty between members of one customs union that covers
 * sugar; otherwise the rows in force for the destination, product and origin. Automatic choice: the best row that is
 * not an in-quota rate (a quota needs a licence the buyer may not hold); the user can pick any listed option.
 */
export const decideDuty = (question: DutyQuestion): DutyDecision => {
  const { destinationCountryId, originCountryId, product, onDate, choice } = question;
  const name = question.countryName ?? ((id: string) => id);
  const union =
    originCountryId === null
      ? undefined
      : question.customsUnions.find(
          (row) =>
            inForce(row, onDate) &&
            row.memberCountryIds.includes(originCountryId) &&
            row.memberCountryIds.includes(destinationCountryId),
        );
  if (union !== undefined && union.coversSugar) {
    const option: DutyOption = {
      id: union.id,
      regime: 'customsUnion',
      label: `${union.name}: no import duty`,
      adValoremRate: 0,
      specificPerTonne: 0,
      currencyCode: 'USD',
      yieldAdjusted: false,
      degreeScale: null,
      priceBand: null,
      cifThreshold: null,
      verified: union.verified ?? true,
      source: union.source,
      effectiveFrom: union.effectiveFrom,
    };
    const same = originCountryId === destinationCountryId;
    return {
      applied: option,
      options: [option],
      reason: same
        ? `${name(destinationCountryId)} is the origin: sugar in free circulation in the ${union.name} pays no import duty`
        : `${name(originCountryId ?? '')} and ${name(destinationCountryId)} are both in the ${union.name}: sugar in free circulation pays no import duty`,
      chosen: false,
    };
  }
  // Sugar of the destination's own origin is not imported (cash-market UK sugar delivered in London): no duty.
  if (originCountryId !== null && originCountryId === destinationCountryId) {
    const option: DutyOption = {
      id: 'domestic',
      regime: 'domestic',
      label: `${name(destinationCountryId)} origin: no import duty`,
      adValoremRate: 0,
      specificPerTonne: 0,
      currencyCode: 'USD',
      yieldAdjusted: false,
      degreeScale: null,
      priceBand: null,
      cifThreshold: null,
      verified: true,
      source: domesticSource,
      effectiveFrom: '1970-01-01',
    };
    return {
      applied: option,
      options: [option],
      reason: `${name(destinationCountryId)} is the origin: sugar sold in its own country is not imported and pays no import duty`,
      chosen: false,
    };
  }
  const unionNote = union === undefined ? '' : ` (${union.name} leaves sugar out of its internal free trade)`;
  const worldPrice = question.worldPricePerTonne ?? null;
  const matching = rulesOfDestination(question.rules, destinationCountryId).filter(
    (rule) =>
      inForce(rule, onDate) &&
      (rule.product === product || rule.product === 'any') &&
      (rule.originCountryIds === null ||
        (originCountryId !== null && rule.originCountryIds.includes(originCountryId))),
  );
  const candidates = matching.filter((rule) => bandsReadable(rule, onDate, worldPrice)).sort(byPreference);
  // A row whose duty follows the world price but cannot be read now says why the duty is not known.
  const bandNote = matching.some((rule) => !bandsReadable(rule, onDate, worldPrice))
    ? worldPrice === null
      ? ': its duty follows the New York #11 price, which this calculator does not have'
      : ': its world-price table for this month is not known'
    : '';
  // One row per regime: the best of each (an origin's quota beats the erga-omnes quota).
  const best = new Map<DutyRegime, DutyRule>();
  for (const rule of candidates) if (!best.has(regimeOf(rule))) best.set(regimeOf(rule), rule);
  // The rates a buyer meets without a licence first, then the quota rates.
  const rows = [...best.values()].sort(
    (x, y) => Number(regimeOf(x) === 'inQuota') - Number(regimeOf(y) === 'inQuota') || byPreference(x, y),
  );
  const options = rows.map((rule) => optionOf(rule, worldPrice));
  if (rows.length === 0)
    return {
      applied: null,
      options,
      reason: `${dutyNotKnownFor(name(destinationCountryId))}${unionNote}${bandNote}`,
      chosen: false,
    };

  const picked = choice === null ? undefined : options.find((option) => option.id === choice);
  const automatic = options.find((option) => option.regime !== 'inQuota') ?? (options[0] as DutyOption);
  const applied = picked ?? automatic;
  const origin = originCountryId === null ? 'this origin' : name(originCountryId);
  const why = (): string => {
    if (picked !== undefined) return `${applied.label}: chosen on the calculator`;
    switch (applied.regime) {
      case 'preference':
        return `${applied.label}: ${origin} origin qualifies`;
      case 'outOfQuota':
        return `${applied.label}: outside the tariff-rate quota; pick the in-quota rate if you hold a licence`;
      case 'inQuota':
        return `${applied.label}: the only rate listed for this cargo`;
      case 'domestic':
      case 'customsUnion':
      case 'mfn':
        return options.some((option) => option.regime === 'inQuota')
          ? `${applied.label}: no preference for ${origin} origin; pick the in-quota rate if you hold a licence`
          : `${applied.label}: no preference for ${origin} origin`;
    }
  };
  const bandReason =
    applied.priceBand === null ? '' : ` (${describePriceBand(applied.priceBand, applied.currencyCode)})`;
  return {
    applied,
    options,
    reason: `${why()}${bandReason}${unionNote}`,
    chosen: picked !== undefined,
  };
};

/** EU and UK specific duty on raws follows the cargo's yield: (2 × pol − 100) / 92 (HMRC CAPI19200). */
export const yieldFactor = (polarisation: number): number => (2 * polarisation - 100) / 92;

/**
 * The share of a per-degree specific duty a cargo pays: (specific − less × degrees under 100°, not below the floor) /
 * specific. US HTS 1701.14.10 at 99.2°: (14.606 − 0.20668 × 0.8) / 14.606 = 0.98868… → $14.44/t.
 */
export const degreeScaleFactor = (
  scale: DutyDegreeScale,
  specificPerTonne: number,
  polarisation: number,
): number => {
  if (specificPerTonne <= 0) return 1;
  const under = Math.max(0, 100 - polarisation);
  return (
    Math.max(scale.minimumPerTonne, specificPerTonne - scale.lessPerDegreeUnder100 * under) / specificPerTonne
  );
};

/** What multiplies the applied option's specific duty for a cargo of this polarisation (null = white): 1 if nothing. */
export const specificDutyFactor = (option: DutyOption, polarisation: number | null): number => {
  if (polarisation === null) return 1;
  if (option.degreeScale !== null)
    return degreeScaleFactor(option.degreeScale, option.specificPerTonne, polarisation);
  return option.yieldAdjusted ? yieldFactor(polarisation) : 1;
};
