import type { HolidayCalendar } from './business-days.ts';
import type { ExchangeHolidays } from './reference-data.schemas.ts';

export const createHolidayCalendar = (exchange: ExchangeHolidays): HolidayCalendar => ({
  exchangeId: exchange.id,
  holidays: new Set(exchange.holidays.map((holiday) => holiday.date)),
  firstYear: exchange.firstYear,
  lastYear: exchange.lastYear,
});
