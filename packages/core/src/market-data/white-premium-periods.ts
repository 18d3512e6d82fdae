import type { Period, WhitePremiumPeriod } from './period.schemas.ts';
import type { WhitePremiumPair } from './reference-data.schemas.ts';

/** WP = London #5 ($/t) − New York #11 (c/lb) × factor (research note §2.4). */
export const whitePremium = (
  londonUsdPerTonne: number,
  newYorkCentsPerPound: number,
  centsPerPoundFactor: number,
): number => londonUsdPerTonne - newYorkCentsPerPound * centsPerPoundFactor;

/**
 * One row per listed London #5 period whose paired New York #11 month (stored per row in contract-calendars.json)
 * is known. Concluded when either leg is. Price is null until both legs are published.
 */
export const listWhitePremiumPeriods = (
  londonPeriods: readonly Period[],
  newYorkPeriods: readonly Period[],
  pairs: readonly WhitePremiumPair[],
  centsPerPoundFactor: number,
): WhitePremiumPeriod[] => {
  const rows: WhitePremiumPeriod[] = [];
  for (const base of londonPeriods) {
    const month = base.period.startDate.month;
    const pair = pairs.find((candidate) => candidate.londonMonth === month);
    if (pair === undefined) continue;
    const rawYear = base.contractYear + pair.newYorkYearOffset;
    const raw = newYorkPeriods.find(
      (candidate) =>
        candidate.contractYear === rawYear && candidate.period.startDate.month === pair.newYorkMonth,
    );
    if (raw === undefined) continue;
    const price =
      base.price !== null && raw.price !== null
        ? whitePremium(base.price, raw.price, centsPerPoundFactor)
        : null;
    const updates = [base.lastUpdated, raw.lastUpdated].filter((value): value is number => value !== null);
    rows.push({
      id: `${base.id}-${raw.id}`,
      baseId: base.id,
      baseContractCode: base.contractCode,
      baseContractName: base.name,
      baseContractPrice: base.price,
      rawId: raw.id,
      rawContractCode: raw.contractCode,
      rawContractName: raw.name,
      rawContractPrice: raw.price,
      pairing: pair.label,
      concluded: base.concluded || raw.concluded,
      currencyCode: 'USD',
      displayOrder: base.displayOrder,
      price,
      lastUpdated: updates.length === 0 ? null : Math.max(...updates),
    });
  }
  return rows;
};
