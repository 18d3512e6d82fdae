import { z } from 'zod';
import { addDays, compareDates, type CalendarDate } from './calendar-date.ts';
import { isBusinessDay, type HolidayCalendar } from './business-days.ts';
import type { Period } from './period.schemas.ts';

export const rollingPositions = [1, 2, 3] as const;
export const maximumRollBusinessDays = 20;
/** What the form and the card offer until the user chooses: a week before the last trading day. */
export const defaultRollBusinessDays = 5;

/**
 * A calculator that follows "the front period" (or the second, third) instead of a fixed one (issue 16 item 5;
 * docs/decisions/0043): it moves to the next period `rollBusinessDays` business days before the last trading day.
 * `rollingPeriod` of the calculator request and reply.
 */
export const rollingPeriodSchema = z.object({
  position: z.union([z.literal(1), z.literal(2), z.literal(3)], 'Position must be 1, 2 or 3'),
  rollBusinessDays: z.number().int().min(0).max(maximumRollBusinessDays),
});
export type RollingPeriod = z.infer<typeof rollingPeriodSchema>;

export const rollingPositionNames: Record<RollingPeriod['position'], string> = {
  1: 'Front period',
  2: 'Second period',
  3: 'Third period',
};

/** The amendment value 'position:days' ('1:5'); '' clears. */
export const parseRollingPeriod = (value: string): RollingPeriod | null | 'invalid' => {
  const text = value.trim();
  if (text === '') return null;
  const match = /^([123]):(\d{1,2})$/.exec(text);
  if (match === null) return 'invalid';
  const rollBusinessDays = Number(match[2]);
  if (rollBusinessDays > maximumRollBusinessDays) return 'invalid';
  return { position: Number(match[1]) as RollingPeriod['position'], rollBusinessDays };
};

/** `days` business days before `date` (0: the date itself). */
export const businessDaysBefore = (
  date: CalendarDate,
  days: number,
  holidays: HolidayCalendar,
): CalendarDate => {
  let candidate = date;
  for (let counted = 0; counted < days;) {
    candidate = addDays(candidate, -1);
    if (isBusinessDay(candidate, holidays)) counted += 1;
  }
  return candidate;
};

/**
 * The period a rolling calculator prices today: of the contract's periods in delivery order, those it has not
 * rolled out of yet, and of them the one at `position`. With 0 roll days a period is followed to its last trading
 * day; with N it is left on the Nth business day before that day.
 */
export const rolledPeriod = (
  periods: readonly Period[],
  rolling: RollingPeriod,
  today: CalendarDate,
  holidays: HolidayCalendar,
): Period | null => {
  const followed = [...periods]
    .sort((left, right) => left.displayOrder - right.displayOrder)
    .filter((period) => {
      if (period.concluded || compareDates(today, period.lastTradingDay) > 0) return false;
      if (rolling.rollBusinessDays === 0) return true;
      return (
        compareDates(today, businessDaysBefore(period.lastTradingDay, rolling.rollBusinessDays, holidays)) < 0
      );
    });
  return followed[rolling.position - 1] ?? null;
};
