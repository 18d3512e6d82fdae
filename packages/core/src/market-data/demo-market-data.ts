import { z } from 'zod';
import type { HolidayCalendar } from './business-days.ts';
import { listBrazilPeriods } from './brazil-periods.ts';
import type { CalendarDate } from './calendar-date.ts';
import { cashMarketPeriodId } from './europe-cash-market-regions.ts';
import { currencyCodeSchema, fxSnapshotSchema } from './fx-snapshot.schemas.ts';
import type { FxSnapshot } from './fx-snapshot.schemas.ts';
import { listFuturesPeriods } from './futures-periods.ts';
import { priceSnapshotSchema } from './price-snapshot.schemas.ts';
import type { PriceRow, PriceSnapshot } from './price-snapshot.schemas.ts';
import type { ContractCalendarsFile } from './reference-data.schemas.ts';

/** Demo levels by listing position, so whatever "today" is, the current periods have prices and none is expired. */
export const demoPricesFileSchema = z.object({
  source: z.string(),
  publisher: z.string(),
  newYork11: z.object({ centsPerPound: z.array(z.number().positive()).min(1), halfRange: z.number().min(0) }),
  london5: z.object({ usdPerTonne: z.array(z.number().positive()).min(1), halfRange: z.number().min(0) }),
  brazil: z.array(
    z.object({
      contractId: z.enum(['BrazilSRP', 'BrazilSPRP']),
      premiums: z.array(z.number()).min(1),
      halfRange: z.number().min(0),
    }),
  ),
  cashMarket: z.array(
    z.object({
      regionId: z.string(),
      price: z.number().positive(),
      halfRange: z.number().min(0),
      currencyCode: currencyCodeSchema,
    }),
  ),
});
export type DemoPricesFile = z.infer<typeof demoPricesFileSchema>;

export const demoFxFileSchema = z.object({
  source: z.string(),
  publisher: z.string(),
  rates: z.array(z.object({ currencyCode: currencyCodeSchema, unitsPerUsd: z.number().positive() })),
});
export type DemoFxFile = z.infer<typeof demoFxFileSchema>;

const atPosition = (levels: readonly number[], index: number): number =>
  levels[Math.min(index, levels.length - 1)] ?? 0;
const round = (value: number, decimals: number): number =>
  Math.round(value * 10 ** decimals) / 10 ** decimals;

export interface DemoContext {
  readonly today: CalendarDate;
  /** Publication instant of the demo snapshot, epoch ms. */
  readonly publishedAt: number;
  readonly calendars: ContractCalendarsFile;
  readonly holidaysByExchange: ReadonlyMap<string, HolidayCalendar>;
  readonly centsPerPoundFactor: number;
}

/** A price snapshot for the periods listed on `today`, flagged isDemo. Brazil bases follow their demo futures month. */
export const buildDemoPriceSnapshot = (demo: DemoPricesFile, context: DemoContext): PriceSnapshot => {
  const { today, publishedAt, calendars, holidaysByExchange } = context;
  const rows: PriceRow[] = [];
  const futuresPriceUsd = new Map<string, number>();
  for (const calendar of calendars.contracts) {
    const holidays = holidaysByExchange.get(calendar.exchangeId);
    if (holidays === undefined) throw new Error(`no holiday calendar for ${calendar.exchangeId}`);
    const newYork = calendar.contractId === 'NewYork11';
    const levels = newYork ? demo.newYork11.centsPerPound : demo.london5.usdPerTonne;
    const halfRange = newYork ? demo.newYork11.halfRange : demo.london5.halfRange;
    listFuturesPeriods({ calendar, holidays, today, prices: null }).forEach((period, index) => {
      const price = atPosition(levels, index);
      futuresPriceUsd.set(
        `${calendar.contractId}|${period.id}`,
        newYork ? price * context.centsPerPoundFactor : price,
      );
      rows.push({
        contractId: calendar.contractId,
        periodId: period.id,
        regionId: null,
        price,
        lowPrice: round(price - halfRange, 2),
        highPrice: round(price + halfRange, 2),
        premiumCost: null,
        currencyCode: 'USD',
        unit: newYork ? 'centsPerPound' : 'perTonne',
        lastUpdated: publishedAt,
      });
    });
  }
  for (const calendar of calendars.brazil) {
    const basis = calendars.contracts.find((entry) => entry.contractId === calendar.basisContractId);
    const demoRow = demo.brazil.find((entry) => entry.contractId === calendar.contractId);
    if (basis === undefined || demoRow === undefined) continue;
    const basisPrices = [...futuresPriceUsd.entries()]
      .filter(([key]) => key.startsWith(`${basis.contractId}|`))
      .map(([, value]) => value);
    listBrazilPeriods({ calendar, basis, today, prices: null }).forEach((period, index) => {
      const base = round(
        futuresPriceUsd.get(`${basis.contractId}|${period.basisPeriodId ?? ''}`) ?? basisPrices.at(-1) ?? 0,
        2,
      );
      rows.push({
        contractId: calendar.contractId,
        periodId: period.id,
        regionId: null,
        price: base,
        lowPrice: round(base - demoRow.halfRange, 2),
        highPrice: round(base + demoRow.halfRange, 2),
        premiumCost: atPosition(demoRow.premiums, index),
        currencyCode: 'USD',
        unit: 'perTonne',
        lastUpdated: publishedAt,
      });
    });
  }
  for (const region of demo.cashMarket) {
    rows.push({
      contractId: 'CashMarketPrice',
      periodId: cashMarketPeriodId,
      regionId: region.regionId,
      price: region.price,
      lowPrice: region.price - region.halfRange,
      highPrice: region.price + region.halfRange,
      premiumCost: null,
      currencyCode: region.currencyCode,
      unit: 'perTonne',
      lastUpdated: publishedAt,
    });
  }
  return priceSnapshotSchema.parse({
    id: `demo-prices-${publishedAt}`,
    publishedAt,
    source: demo.source,
    publisher: demo.publisher,
    isDemo: true,
    rows,
  });
};

export const buildDemoFxSnapshot = (demo: DemoFxFile, publishedAt: number): FxSnapshot =>
  fxSnapshotSchema.parse({
    id: `demo-fx-${publishedAt}`,
    publishedAt,
    source: demo.source,
    publisher: demo.publisher,
    isDemo: true,
    rates: demo.rates.map((rate) => ({ ...rate, timestamp: publishedAt })),
  });
