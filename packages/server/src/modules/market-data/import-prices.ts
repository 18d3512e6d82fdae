import { brazilPeriodById } from '@psc/core/market-data/brazil-periods';
import { cashMarketPeriodId, findCashMarketRegion } from '@psc/core/market-data/europe-cash-market-regions';
import { futuresPeriodById } from '@psc/core/market-data/futures-periods';
import type { ImportReply } from '@psc/core/market-data/market-data.schemas';
import { parsePriceImport, type ImportError, type ImportResult } from '@psc/core/market-data/price-import';
import type { PriceRow } from '@psc/core/market-data/price-snapshot.schemas';
import type { Deps } from '../../deps.ts';
import type { ReferenceData } from '@psc/core/market-data/reference-data';
import { importRefused, lineOfRow, type ImportInput } from './import-format.ts';
import { todayOf } from './market-calendar.ts';
import { announcePublication, type AnnouncePublicationDeps } from './announce-publication.ts';

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

/**
 * Every row checked against the reference data (periods, regions, currencies); refuses all with every error by line,
 * the file's own errors (`earlier`, from reading it) included, so one round shows everything wrong.
 */
export const checkPriceRows = (
  deps: Pick<Deps, 'referenceData' | 'clock'>,
  rows: readonly PriceRow[],
  lineOf: (index: number) => number,
  earlier: readonly ImportError[] = [],
): void => {
  const today = todayOf(deps.clock);
  const errors = rows.flatMap((row, index) =>
    checkAgainstReferenceData(deps.referenceData, row, today).map((error) => ({
      ...error,
      line: lineOf(index),
    })),
  );
  if (errors.length > 0 || earlier.length > 0) throw importRefused([...earlier, ...errors]);
};

/** A parse's outcome checked against the reference data too: the rows, or every error of both steps. */
export const checkedPriceRows = (
  deps: Pick<Deps, 'referenceData' | 'clock'>,
  parsed: ImportResult<PriceRow>,
  lineOf: (index: number) => number,
): PriceRow[] => {
  if (parsed.ok) {
    checkPriceRows(deps, parsed.rows, lineOf);
    return parsed.rows;
  }
  const valid = parsed.valid ?? [];
  checkPriceRows(
    deps,
    valid.map((entry) => entry.row),
    (index) => valid[index]?.line ?? 0,
    parsed.errors,
  );
  throw importRefused(parsed.errors);
};

/**
 * Checked rows as one new publication, all or none; publications of prices are taken one at a time, so two
 * publishing at once never interleave (the later one is the later publication in every row).
 */
export const publishPriceRows = async (
  deps: Pick<Deps, 'marketDataRepository' | 'clock' | 'database'> & AnnouncePublicationDeps,
  rows: readonly PriceRow[],
  publication: { source: string; publisher: string },
): Promise<ImportReply> => {
  const publishedAt = deps.clock.now();
  const publicationId = await deps.database.db.transaction(async (tx) => {
    await deps.marketDataRepository.takePublicationTurn('prices', tx);
    const id = await deps.marketDataRepository.insertPricePublication(
      {
        publishedAt,
        source: publication.source,
        publisher: publication.publisher,
        isDemo: false,
      },
      rows.map((row) => ({
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
    );
    const series = rows.map((row) => row.contractId);
    await announcePublication(
      deps,
      { kind: 'prices', id, publishedAt, source: publication.source, series },
      tx,
    );
    return id;
  });
  return { success: true, message: `Imported ${rows.length} price row(s)`, publicationId, rows: rows.length };
};

/** A new price publication from a CSV or JSON file; earlier publications stay as history. */
export const importPrices = async (
  deps: Pick<Deps, 'marketDataRepository' | 'referenceData' | 'clock' | 'database'> & AnnouncePublicationDeps,
  input: ImportInput,
): Promise<ImportReply> => {
  const rows = checkedPriceRows(deps, parsePriceImport(input.text, input.format), (index) =>
    lineOfRow(input.format, index),
  );
  return publishPriceRows(deps, rows, input);
};
