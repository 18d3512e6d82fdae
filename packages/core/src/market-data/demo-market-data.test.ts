import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import contractCalendarsJson from '../../../../reference-data/contract-calendars.json' with { type: 'json' };
import demoFxJson from '../../../../reference-data/demo-fx.json' with { type: 'json' };
import demoPricesJson from '../../../../reference-data/demo-prices.json' with { type: 'json' };
import exchangeHolidaysJson from '../../../../reference-data/exchange-holidays.json' with { type: 'json' };
import { listBrazilPeriods } from './brazil-periods.ts';
import { calendarDate } from './calendar-date.ts';
import { listCashMarketPricePeriods } from './cash-market-periods.ts';
import {
  buildDemoFxSnapshot,
  buildDemoPriceSnapshot,
  demoFxFileSchema,
  demoPricesFileSchema,
} from './demo-market-data.ts';
import { listFuturesPeriods } from './futures-periods.ts';
import { createHolidayCalendar } from './holiday-calendar.ts';
import { createPriceBook } from './price-book.ts';
import { contractCalendarsFileSchema, exchangeHolidaysFileSchema } from './reference-data.schemas.ts';

const calendars = contractCalendarsFileSchema.parse(contractCalendarsJson);
const holidaysByExchange = new Map(
  exchangeHolidaysFileSchema
    .parse(exchangeHolidaysJson)
    .exchanges.map((exchange) => [exchange.id, createHolidayCalendar(exchange)]),
);
const demoPrices = demoPricesFileSchema.parse(demoPricesJson);

describe('demo market data', () => {
  it('prices every listed period on any day from 2024 to 2035, and none of them is expired', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2035, 11, 31) }), (instant) => {
        const moment = new Date(instant);
        const today = calendarDate(moment.getUTCFullYear(), moment.getUTCMonth() + 1, moment.getUTCDate());
        const prices = createPriceBook(
          buildDemoPriceSnapshot(demoPrices, {
            today,
            publishedAt: instant,
            calendars,
            holidaysByExchange,
            centsPerPoundFactor: 22.046,
          }),
        );
        for (const calendar of calendars.contracts) {
          const holidays = holidaysByExchange.get(calendar.exchangeId);
          if (holidays === undefined) throw new Error(calendar.exchangeId);
          for (const period of listFuturesPeriods({ calendar, holidays, today, prices })) {
            expect(period.concluded).toBe(false);
            expect(period.price).not.toBeNull();
          }
        }
        for (const calendar of calendars.brazil) {
          const basis = calendars.contracts.find((entry) => entry.contractId === calendar.basisContractId);
          if (basis === undefined) throw new Error(calendar.basisContractId);
          for (const period of listBrazilPeriods({ calendar, basis, today, prices })) {
            expect(period.concluded).toBe(false);
            expect(period.price).toBeGreaterThan(0);
            expect(period.premiumCost).not.toBeNull();
          }
        }
        expect(listCashMarketPricePeriods(prices).every((row) => row.price !== null)).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('bases Brazil 150ic on its New York #11 month in $/t', () => {
    const today = calendarDate(2026, 11, 22);
    const snapshot = buildDemoPriceSnapshot(demoPrices, {
      today,
      publishedAt: 0,
      calendars,
      holidaysByExchange,
      centsPerPoundFactor: 22.046,
    });
    const december = snapshot.rows.find((row) => row.contractId === 'BrazilSRP' && row.periodId === 'Dec-26');
    expect(december).toMatchObject({ price: Math.round(15.2 * 22.046 * 100) / 100, premiumCost: 95 });
    expect(snapshot.isDemo).toBe(true);
  });

  it('builds a demo FX snapshot flagged as demo', () => {
    const fx = buildDemoFxSnapshot(demoFxFileSchema.parse(demoFxJson), 7);
    expect(fx.isDemo).toBe(true);
    expect(fx.rates.find((rate) => rate.currencyCode === 'EUR')).toEqual({
      currencyCode: 'EUR',
      unitsPerUsd: 0.92,
      timestamp: 7,
    });
  });
});
