import { listBrazilPeriods, brazilPeriod } from './brazil-periods.ts';
import { addMonths, type CalendarDate } from './calendar-date.ts';
import { cashMarketContractPeriod } from './cash-market-periods.ts';
import type { ContractId } from './contracts.ts';
import { listFuturesPeriods } from './futures-periods.ts';
import type { Period } from './period.schemas.ts';
import type { PriceBook } from './price-book.ts';
import { listWhitePremiumPeriods } from './white-premium-periods.ts';
import type { WhitePremiumPeriod } from './period.schemas.ts';
import type { ReferenceData } from './reference-data.ts';

/** Lists keep the most recent concluded period so a client can show it as expired (' exp') next to the live ones. */
const concludedPeriodsKept = 1;

const futuresPeriods = (
  reference: ReferenceData,
  contractId: 'London5' | 'NewYork11',
  today: CalendarDate,
  prices: PriceBook | null,
): Period[] => {
  const calendar = reference.calendars.contracts.find((entry) => entry.contractId === contractId);
  if (calendar === undefined) return [];
  const holidays = reference.holidaysByExchange.get(calendar.exchangeId);
  if (holidays === undefined) throw new Error(`no holiday calendar for ${calendar.exchangeId}`);
  return listFuturesPeriods({ calendar, holidays, today, prices }, concludedPeriodsKept);
};

const brazilPeriods = (
  reference: ReferenceData,
  contractId: 'BrazilSRP' | 'BrazilSPRP',
  today: CalendarDate,
  prices: PriceBook | null,
): Period[] => {
  const calendar = reference.calendars.brazil.find((entry) => entry.contractId === contractId);
  const basis = reference.calendars.contracts.find((entry) => entry.contractId === calendar?.basisContractId);
  if (calendar === undefined || basis === undefined) return [];
  const context = { calendar, basis, today, prices };
  const listed = listBrazilPeriods(context);
  const first = listed[0];
  if (first === undefined) return [];
  // The month before the first listed one has always passed its roll day.
  const previous = addMonths(first.period.startDate.year, first.period.startDate.month, -1);
  return [brazilPeriod(context, previous.year, previous.month), ...listed];
};

/** The periods of a basis contract on `today`, sorted by displayOrder, with the prices of `prices`. */
export const periodsOfContract = (
  reference: ReferenceData,
  contractId: Exclude<ContractId, 'WhitePremium'>,
  today: CalendarDate,
  prices: PriceBook | null,
): Period[] => {
  const periods = (() => {
    switch (contractId) {
      case 'London5':
      case 'NewYork11':
        return futuresPeriods(reference, contractId, today, prices);
      case 'BrazilSRP':
      case 'BrazilSPRP':
        return brazilPeriods(reference, contractId, today, prices);
      case 'CashMarketPrice':
        return [cashMarketContractPeriod(today, prices, null)];
    }
  })();
  return periods.sort((a, b) => a.displayOrder - b.displayOrder);
};

export const whitePremiumPeriodsOn = (
  reference: ReferenceData,
  today: CalendarDate,
  prices: PriceBook | null,
  centsPerPoundFactor: number,
): WhitePremiumPeriod[] =>
  listWhitePremiumPeriods(
    futuresPeriods(reference, 'London5', today, prices),
    futuresPeriods(reference, 'NewYork11', today, prices),
    reference.calendars.whitePremiumPairs,
    centsPerPoundFactor,
  ).sort((a, b) => a.displayOrder - b.displayOrder);
