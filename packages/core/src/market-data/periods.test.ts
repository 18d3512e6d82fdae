import { describe, expect, it } from 'vitest';
import contractCalendarsJson from '../../../../reference-data/contract-calendars.json' with { type: 'json' };
import exchangeHolidaysJson from '../../../../reference-data/exchange-holidays.json' with { type: 'json' };
import { brazilBasisMonth, listBrazilPeriods } from './brazil-periods.ts';
import { isBusinessDay } from './business-days.ts';
import { calendarDate, isoDate } from './calendar-date.ts';
import type { CalendarDate } from './calendar-date.ts';
import { cashMarketContractPeriod, listCashMarketPricePeriods } from './cash-market-periods.ts';
import { futuresPeriod, futuresPeriodById, listFuturesPeriods } from './futures-periods.ts';
import { createHolidayCalendar } from './holiday-calendar.ts';
import { lastTradingDay } from './last-trading-day.ts';
import { createPriceBook } from './price-book.ts';
import { contractCalendarsFileSchema, exchangeHolidaysFileSchema } from './reference-data.schemas.ts';
import { listWhitePremiumPeriods, whitePremium } from './white-premium-periods.ts';

const calendars = contractCalendarsFileSchema.parse(contractCalendarsJson);
const exchanges = exchangeHolidaysFileSchema.parse(exchangeHolidaysJson).exchanges;
const holidaysOf = (id: string) => {
  const exchange = exchanges.find((entry) => entry.id === id);
  if (exchange === undefined) throw new Error(`no holidays for ${id}`);
  return createHolidayCalendar(exchange);
};
const iceUs = holidaysOf('ICE-US');
const iceEu = holidaysOf('ICE-EU');
const futuresCalendar = (contractId: 'NewYork11' | 'London5') => {
  const calendar = calendars.contracts.find((entry) => entry.contractId === contractId);
  if (calendar === undefined) throw new Error(contractId);
  return calendar;
};
const newYork = futuresCalendar('NewYork11');
const london = futuresCalendar('London5');
const context = (contractId: 'NewYork11' | 'London5', today: CalendarDate) => ({
  calendar: contractId === 'NewYork11' ? newYork : london,
  holidays: contractId === 'NewYork11' ? iceUs : iceEu,
  today,
  prices: null,
});

describe('last trading days', () => {
  it.each([
    // London #5: 16 calendar days before the 1st of the delivery month, rolled back to a business day.
    [
      'London #5 Mar 2012 (leap year) expired Feb 14 2012',
      'sixteenCalendarDaysBeforeDeliveryMonth',
      2012,
      3,
      '2012-02-14',
    ],
    [
      'London #5 Aug 2013 expired Jul 16 2013',
      'sixteenCalendarDaysBeforeDeliveryMonth',
      2013,
      8,
      '2013-07-16',
    ],
    [
      'London #5 Mar 2025 (no leap day): Feb 13',
      'sixteenCalendarDaysBeforeDeliveryMonth',
      2025,
      3,
      '2025-02-13',
    ],
    [
      'London #5 May 2022: Apr 15 is Good Friday, so Thursday Apr 14',
      'sixteenCalendarDaysBeforeDeliveryMonth',
      2022,
      5,
      '2022-04-14',
    ],
    [
      'London #5 May 2023: Apr 15 is a Saturday, so Friday Apr 14',
      'sixteenCalendarDaysBeforeDeliveryMonth',
      2023,
      5,
      '2023-04-14',
    ],
    [
      'London #5 Aug 2022: Jul 16 is a Saturday, so Friday Jul 15',
      'sixteenCalendarDaysBeforeDeliveryMonth',
      2022,
      8,
      '2022-07-15',
    ],
    ['London #5 Dec 2024: Nov 15 (Friday)', 'sixteenCalendarDaysBeforeDeliveryMonth', 2024, 12, '2024-11-15'],
    ['London #5 Mar 2026: Feb 13 (Friday)', 'sixteenCalendarDaysBeforeDeliveryMonth', 2026, 3, '2026-02-13'],
    [
      'London #5 Oct 2028: Sep 15 is a Friday',
      'sixteenCalendarDaysBeforeDeliveryMonth',
      2028,
      10,
      '2028-09-15',
    ],
    [
      'London #5 Dec 2029: Nov 15 is a Thursday',
      'sixteenCalendarDaysBeforeDeliveryMonth',
      2029,
      12,
      '2029-11-15',
    ],
    // New York #11: last business day of the month before delivery.
    ['NY #11 Mar 2026: Fri Feb 27 2026', 'lastBusinessDayOfPrecedingMonth', 2026, 3, '2026-02-27'],
    ['NY #11 Mar 2024 (leap): Thu Feb 29 2024', 'lastBusinessDayOfPrecedingMonth', 2024, 3, '2024-02-29'],
    [
      'NY #11 Jul 2024: Jun 30 is a Sunday, so Fri Jun 28',
      'lastBusinessDayOfPrecedingMonth',
      2024,
      7,
      '2024-06-28',
    ],
    [
      'NY #11 Oct 2023: Sep 30 is a Saturday, so Fri Sep 29',
      'lastBusinessDayOfPrecedingMonth',
      2023,
      10,
      '2023-09-29',
    ],
    ['NY #11 May 2026: Thu Apr 30 2026', 'lastBusinessDayOfPrecedingMonth', 2026, 5, '2026-04-30'],
    [
      'NY #11 Mar 2027 across the year end: Fri Feb 26 2027',
      'lastBusinessDayOfPrecedingMonth',
      2027,
      3,
      '2027-02-26',
    ],
  ] as const)('%s', (_label, rule, year, month, expected) => {
    const holidays = rule === 'lastBusinessDayOfPrecedingMonth' ? iceUs : iceEu;
    expect(isoDate(lastTradingDay(rule, year, month, holidays))).toBe(expected);
  });

  it('a holiday at a month end moves the New York #11 last trading day back', () => {
    const withHoliday = { ...iceUs, holidays: new Set([...iceUs.holidays, '2026-02-27']) };
    expect(isoDate(lastTradingDay('lastBusinessDayOfPrecedingMonth', 2026, 3, withHoliday))).toBe(
      '2026-02-26',
    );
  });

  it('knows exchange holidays and weekends', () => {
    expect(isBusinessDay(calendarDate(2025, 12, 25), iceUs)).toBe(false);
    expect(isBusinessDay(calendarDate(2025, 12, 26), iceEu)).toBe(false);
    expect(isBusinessDay(calendarDate(2025, 12, 26), iceUs)).toBe(true);
    expect(isBusinessDay(calendarDate(2026, 11, 26), iceUs)).toBe(false);
    expect(isBusinessDay(calendarDate(2026, 11, 21), iceUs)).toBe(false);
    expect(isBusinessDay(calendarDate(2012, 10, 29), iceUs)).toBe(false);
  });
});

describe('listFuturesPeriods', () => {
  it('lists the next eight New York #11 months on 22 Nov 2026', () => {
    const periods = listFuturesPeriods(context('NewYork11', calendarDate(2026, 11, 22)));
    expect(periods.map((period) => period.id)).toEqual([
      'Mar-27',
      'May-27',
      'Jul-27',
      'Oct-27',
      'Mar-28',
      'May-28',
      'Jul-28',
      'Oct-28',
    ]);
    expect(periods[0]).toMatchObject({
      name: 'Mar 27',
      displayName: 'March 2027',
      contractCode: 'H',
      contractYear: 2027,
      concluded: false,
      currencyCode: 'USD',
      displayOrder: 202703,
      price: null,
      period: {
        name: 'Mar 27',
        startDate: { day: 1, month: 3, year: 2027 },
        endDate: { day: 31, month: 3, year: 2027 },
      },
    });
  });

  it('lists fourteen London #5 months and keeps the Mar month until its last trading day', () => {
    const onLastDay = listFuturesPeriods(context('London5', calendarDate(2026, 2, 13)));
    expect(onLastDay).toHaveLength(14);
    expect(onLastDay[0]?.id).toBe('Mar-26');
    const dayAfter = listFuturesPeriods(context('London5', calendarDate(2026, 2, 14)));
    expect(dayAfter[0]?.id).toBe('May-26');
    expect(dayAfter.map((period) => period.contractCode).slice(0, 5)).toEqual(['K', 'Q', 'V', 'Z', 'H']);
  });

  it('rolls New York #11 over a weekend month end: Oct-23 still listed on Fri 29 Sep, gone on Sat 30 Sep', () => {
    expect(listFuturesPeriods(context('NewYork11', calendarDate(2023, 9, 29)))[0]?.id).toBe('Oct-23');
    expect(listFuturesPeriods(context('NewYork11', calendarDate(2023, 9, 30)))[0]?.id).toBe('Mar-24');
  });

  it('keeps the latest expired periods when asked, marked concluded', () => {
    const periods = listFuturesPeriods(context('NewYork11', calendarDate(2027, 1, 4)), 2);
    expect(periods.slice(0, 3).map((period) => [period.id, period.concluded])).toEqual([
      ['Jul-26', true],
      ['Oct-26', true],
      ['Mar-27', false],
    ]);
  });

  it('resolves a stored period id, expired or not, and rejects non-delivery months', () => {
    expect(futuresPeriodById(context('London5', calendarDate(2026, 11, 22)), 'Aug-13')).toMatchObject({
      concluded: true,
      lastTradingDay: { year: 2013, month: 7, day: 16 },
    });
    expect(futuresPeriodById(context('London5', calendarDate(2026, 11, 22)), 'Jul-27')).toBeNull();
    expect(futuresPeriodById(context('London5', calendarDate(2026, 11, 22)), 'nonsense')).toBeNull();
  });

  it('fills prices from a snapshot', () => {
    const prices = createPriceBook({
      id: 's1',
      publishedAt: 1,
      source: 'test',
      publisher: 'test',
      isDemo: true,
      rows: [
        {
          contractId: 'NewYork11',
          periodId: 'Mar-27',
          regionId: null,
          price: 15.2,
          lowPrice: 15,
          highPrice: 15.4,
          premiumCost: null,
          currencyCode: 'USD',
          unit: 'centsPerPound',
          lastUpdated: 5,
        },
      ],
    });
    const period = futuresPeriod({ ...context('NewYork11', calendarDate(2026, 11, 22)), prices }, 2027, 3);
    expect(period).toMatchObject({
      price: 15.2,
      lowPrice: 15,
      highPrice: 15.4,
      lastUpdated: 5,
      period: { lowPrice: 15, highPrice: 15.4 },
    });
  });
});

describe('Brazil periods', () => {
  const brazil = (contractId: 'BrazilSRP' | 'BrazilSPRP', today: CalendarDate) => {
    const calendar = calendars.brazil.find((entry) => entry.contractId === contractId);
    if (calendar === undefined) throw new Error(contractId);
    return {
      calendar,
      basis: calendar.basisContractId === 'NewYork11' ? newYork : london,
      today,
      prices: null,
    };
  };

  it('shows the current month up to day 12 and the next month after it', () => {
    expect(listBrazilPeriods(brazil('BrazilSRP', calendarDate(2026, 11, 12)))[0]?.id).toBe('Nov-26');
    expect(listBrazilPeriods(brazil('BrazilSRP', calendarDate(2026, 11, 13)))[0]?.id).toBe('Dec-26');
    expect(
      listBrazilPeriods(brazil('BrazilSRP', calendarDate(2026, 12, 31))).map((period) => period.id),
    ).toEqual(['Jan-27', 'Feb-27', 'Mar-27', 'Apr-27', 'May-27', 'Jun-27']);
  });

  it('prices 150ic on the next New York #11 month and 45ic on the next London #5 month', () => {
    const [december] = listBrazilPeriods(brazil('BrazilSRP', calendarDate(2026, 11, 22)));
    expect(december).toMatchObject({
      id: 'Dec-26',
      basisContractId: 'NewYork11',
      basisPeriodId: 'Mar-27',
      contractCode: 'H',
      contractYear: 2027,
      concluded: false,
    });
    expect(brazilBasisMonth(london, 2026, 7)).toEqual({ year: 2026, month: 8 });
    expect(brazilBasisMonth(london, 2026, 12)).toEqual({ year: 2027, month: 3 });
    expect(brazilBasisMonth(newYork, 2026, 10)).toEqual({ year: 2027, month: 3 });
  });
});

describe('cash market and white premium', () => {
  it('lists the four Europe region groups sorted by id with their countries', () => {
    const rows = listCashMarketPricePeriods(null);
    expect(rows.map((row) => row.id)).toEqual(['Region1', 'Region2', 'Region3', 'UK']);
    expect(rows[1]?.allowedCountries.join(', ')).toBe('Belgium, Germany, France, Netherlands');
    expect(cashMarketContractPeriod(calendarDate(2026, 11, 22), null, null)).toMatchObject({
      id: 'CMPFY',
      name: 'CMP',
      displayName: 'CMP (Nov 26)',
      concluded: false,
    });
  });

  it('computes the premium from the published Bloomberg/Czarnikow example: 626.60 − 23.55 × 22.046 = 107.42', () => {
    expect(whitePremium(626.6, 23.55, 22.046)).toBeCloseTo(107.4167, 4);
    expect(whitePremium(626.6, 23.55, 22.0462262)).toBeCloseTo(107.4114, 4);
  });

  it('pairs London and New York months per the stored table (H/H, K/K, Q/N, V/V, Z/H)', () => {
    const today = calendarDate(2026, 11, 22);
    const rows = listWhitePremiumPeriods(
      listFuturesPeriods(context('London5', today)),
      listFuturesPeriods(context('NewYork11', today)),
      calendars.whitePremiumPairs,
      22.046,
    );
    expect(rows.slice(0, 5).map((row) => [row.baseId, row.rawId, row.pairing])).toEqual([
      ['Mar-27', 'Mar-27', 'H/H'],
      ['May-27', 'May-27', 'K/K'],
      ['Aug-27', 'Jul-27', 'Q/N'],
      ['Oct-27', 'Oct-27', 'V/V'],
      ['Dec-27', 'Mar-28', 'Z/H'],
    ]);
    expect(rows[0]?.price).toBeNull();
  });
});
