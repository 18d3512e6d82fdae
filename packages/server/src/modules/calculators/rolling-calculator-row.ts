import { isContractId } from '@psc/core/market-data/contracts';
import type { RollingPeriod } from '@psc/core/market-data/rolling-period';
import type { CalculatorRow } from './calculators.repository.ts';
import { rolledPeriodIdOf, type PricingContext } from './pricing-context.ts';

/** The rolling choice stored on a calculator (docs/decisions/0043); null for a fixed period. */
export const rollingOf = (row: CalculatorRow): RollingPeriod | null =>
  row.rollingPosition === 1 || row.rollingPosition === 2 || row.rollingPosition === 3
    ? { position: row.rollingPosition, rollBusinessDays: row.rollBusinessDays ?? 0 }
    : null;

/** A rolling calculator prices today's rolled period; a fixed one its stored period (docs/decisions/0043). */
export const withRolledPeriod = (context: PricingContext, row: CalculatorRow): CalculatorRow => {
  const rolling = rollingOf(row);
  if (rolling === null || !isContractId(row.contractId)) return row;
  const periodId = rolledPeriodIdOf(context, row.contractId, rolling);
  return periodId === null || periodId === row.periodId ? row : { ...row, periodId };
};
