import { calendarDateOfInstant, type CalendarDate } from '@psc/core/market-data/calendar-date';
import type { Clock } from '../../adapters/clock.ts';

/** Exchange days are UTC calendar days (docs/decisions/0012-market-data-storage.md). */
export const todayOf = (clock: Clock): CalendarDate => calendarDateOfInstant(clock.now().getTime());
