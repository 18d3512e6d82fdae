import type { CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import {
  defaultRollBusinessDays,
  rollingPositionNames,
  rollingPositions,
} from '@psc/core/market-data/rolling-period';

/** The card's Follow value: the rollingPeriod amendment 'position:days', or '' for the fixed Contract. */
export const followValueOf = (calculator: CalculatorReply): string =>
  calculator.rollingPeriod === null
    ? ''
    : `${calculator.rollingPeriod.position}:${calculator.rollingPeriod.rollBusinessDays}`;

/** Fixed, or the front, second or third period, keeping the calculator's roll days (5 until chosen). */
export const followOptionsOf = (calculator: CalculatorReply): { value: string; label: string }[] => {
  const days = calculator.rollingPeriod?.rollBusinessDays ?? defaultRollBusinessDays;
  return [
    { value: '', label: 'This contract only' },
    ...rollingPositions.map((position) => ({
      value: `${position}:${days}`,
      label: rollingPositionNames[position],
    })),
  ];
};
