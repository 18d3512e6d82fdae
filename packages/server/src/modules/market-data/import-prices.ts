import { brazilPeriodById } from '@psc/core/market-data/brazil-periods';
import { cashMarketPeriodId, findCashMarketRegion } from '@psc/core/market-data/europe-cash-market-regions';
import { futuresPeriodById } from '@psc/core/market-data/futures-periods';
import type { ImportReply } from '@psc/core/market-data/market-data.schemas';
import { parsePriceImport, type ImportError } from '@psc/core/market-data/price-import';
import type { PriceRow } from '@psc/core/market-data/price-snapshot.schemas';
import type { Deps } from '../../deps.ts';
import type { ReferenceData } from '../../adapters/reference-data-files.ts';
import { importRefused, lineOfRow, type ImportInput } from './import-format.ts';
import { todayOf } from './market-calendar.ts';

/** What core's row schema cannot know: whether the period exists for the contract, the region and the currency. */
const checkAgainstReferenceData = (
  reference: ReferenceData,
  row: PriceRow,
  today: ReturnType<typeof todayOf>,
): Omit<ImportError, 'line'>[] => {
  const errors: Omit<ImportError, 'line'>[] = [];
  if (!reference.currencies.some((currency) => currency.code === row.currencyCode)) {
    errors.push({ field: 'currencyCode', message: `${row.currencyCode} is not an ISO 4217 currency` });
  }
  switch (row.contractId) {
    case 'London5':
    case 'NewYork11': {
      const calendar = reference.calendars.contracts.find((entry) => entry.contractId === row.contractId);
      const holidays = calendar && reference.holidaysByExchange.get(calendar.exchangeId);
      if (
        !calendar ||
        !holidays ||
        futuresPeriodById({ calendar, holidays, today, prices: null }, row.periodId) === null
      ) {
        errors.push({
          field: 'periodId',
          message: `${row.periodId} is not a delivery month of ${row.contractId} (expected e.g. Mar-27)`,
        });
      }
      break;
    }
    case 'BrazilSRP':
    case 'BrazilSPRP': {
      const calendar = reference.calendars.brazil.find((entry) => entry.contractId === row.contractId);
      const basis = reference.calendars.contracts.find(
        (entry) => entry.contractId === calendar?.basisContractId,
      );
      if (
        !calendar ||
        !basis ||
        brazilPeriodById({ calendar, basis, today, prices: null }, row.periodId) === null
      ) {
        errors.push({
          field: 'periodId',
          message: `${row.periodId} is not a shipment month (expected e.g. Jan-27)`,
        });
      }
      break;
    }
    case 'CashMarketPrice':
      if (row.periodId !== cashMarketPeriodId)
        errors.push({ field: 'periodId', message: `cash-market rows use period ${cashMarketPeriodId}` });
      if (row.regionId !== null && findCashMarketRegion(row.regionId) === null) {
        errors.push({
          field: 'regionId',
          message: `${row.regionId} is not a region group (UK, Region1, Region2, Region3)`,
        });
      }
      break;
    case 'WhitePremium':
      errors.push({
        field: 'contractId',
        message: 'WhitePremium is derived from London5 and NewYork11; publish those legs',
      });
      break;
  }
  return errors;
};

/** A new price publication from a CSV or JSON file; earlier publications stay as history. */
export const importPrices = async (
  deps: Pick<Deps, 'marketDataRepository' | 'referenceData' | 'clock' | 'database'>,
  input: ImportInput,
): Promise<ImportReply> => {
  const parsed = parsePriceImport(input.text, input.format);
  if (!parsed.ok) throw importRefused(parsed.errors);
  const today = todayOf(deps.clock);
  const errors = parsed.rows.flatMap((row, index) =>
    checkAgainstReferenceData(deps.referenceData, row, today).map((error) => ({
      ...error,
      line: lineOfRow(input.format, index),
    })),
  );
  if (errors.length > 0) throw importRefused(errors);

  const publicationId = await deps.database.db.transaction((tx) =>
    deps.marketDataRepository.insertPricePublication(
      { publishedAt: deps.clock.now(), source: input.source, publisher: input.publisher, isDemo: false },
      parsed.rows.map((row) => ({
        contractId: row.contractId,
        periodId: row.periodId,
        regionId: row.regionId ?? '',
        price: row.price,
        lowPrice: row.lowPrice,
        highPrice: row.highPrice,
        premiumCost: row.premiumCost,
        currencyCode: row.currencyCode,
        unit: row.unit,
        lastUpdated: new Date(row.lastUpdated),
      })),
      tx,
    ),
  );
  return {
    success: true,
    message: `Imported ${parsed.rows.length} price row(s)`,
    publicationId,
    rows: parsed.rows.length,
  };
};
