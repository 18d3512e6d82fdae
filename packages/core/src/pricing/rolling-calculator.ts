import { isContractId } from '../market-data/contracts.ts';
import type { RollingPeriod } from '../market-data/rolling-period.ts';
import { rolledPeriodIdOf, type PricingContext } from './pricing-context.ts';
import type { StoredCalculator } from './stored-calculator.ts';

/** The rolling choice stored on a calculator (docs/decisions/0043); null for a fixed period. */
export const rollingOf = (row: StoredCalculator): RollingPeriod | null =>
  row.rollingPosition === 1 || row.rollingPosition === 2 || row.rollingPosition === 3
    ? { position: row.rollingPosition, rollBusinessDays: row.rollBusinessDays ?? 0 }
    : null;

/** A rolling calculator prices today's rolled period; a fixed one its stored period (docs/decisions/0043). */
export const withRolledPeriod = <Row extends StoredCalculator>(context: PricingContext, row: Row): Row => {
  const rolling = rollingOf(row);
  if (rolling === null || !isContractId(row.contractId)) return row;
  const periodId = rolledPeriodIdOf(context, row.contractId, rolling);
  return periodId === null || periodId === row.periodId ? row : { ...row, periodId };
};
