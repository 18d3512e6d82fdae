import { businessDayOnOrBefore, lastBusinessDayOfMonth } from './business-days.ts';
import type { HolidayCalendar } from './business-days.ts';
import { addDays, addMonths } from './calendar-date.ts';
import type { CalendarDate } from './calendar-date.ts';

export const lastTradingRules = [
  'lastBusinessDayOfPrecedingMonth',
  'sixteenCalendarDaysBeforeDeliveryMonth',
] as const;
export type LastTradingRule = (typeof lastTradingRules)[number];

/**
 * ICE Sugar No. 11: the last business day of the month before the delivery month.
 * ICE White Sugar (London #5): 16 calendar days before the first day of the delivery month, or the business day
 * before that if it is not a business day. Sources in docs/data-sources.md.
 */
export const lastTradingDay = (
  rule: LastTradingRule,
  deliveryYear: number,
  deliveryMonth: number,
  calendar: HolidayCalendar,
): CalendarDate => {
  switch (rule) {
    case 'lastBusinessDayOfPrecedingMonth': {
      const previous = addMonths(deliveryYear, deliveryMonth, -1);
      return lastBusinessDayOfMonth(previous.year, previous.month, calendar);
    }
    case 'sixteenCalendarDaysBeforeDeliveryMonth':
      return businessDayOnOrBefore(
        addDays({ year: deliveryYear, month: deliveryMonth, day: 1 }, -16),
        calendar,
      );
  }
};
