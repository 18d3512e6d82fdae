import type { ImportReply } from '@psc/core/market-data/market-data.schemas';
import type { FxRate } from '@psc/core/market-data/fx-snapshot.schemas';
import { parseFxImport, type ImportError } from '@psc/core/market-data/price-import';
import type { Deps } from '../../deps.ts';
import { importRefused, lineOfRow, type ImportInput } from './import-format.ts';
import { announcePublication, type AnnouncePublicationDeps } from './announce-publication.ts';

/** Every rate checked against the currencies PSC knows; refuses all with every error by line. */
export const checkFxRows = (
  deps: Pick<Deps, 'referenceData'>,
  rows: readonly FxRate[],
  lineOf: (index: number) => number,
): void => {
  const known = new Set(deps.referenceData.currencies.map((currency) => currency.code));
  const errors: ImportError[] = [];
  rows.forEach((rate, index) => {
    const line = lineOf(index);
    if (!known.has(rate.currencyCode))
      errors.push({
        line,
        field: 'currencyCode',
        message: `${rate.currencyCode} is not an ISO 4217 currency`,
      });
    if (rate.currencyCode === 'USD' && rate.unitsPerUsd !== 1)
      errors.push({ line, field: 'unitsPerUsd', message: 'USD must be quoted at 1 per USD' });
  });
  if (errors.length > 0) throw importRefused(errors);
};

/** Checked rates as one new FX publication, all or none; FX publications are taken one at a time. */
export const publishFxRows = async (
  deps: Pick<Deps, 'marketDataRepository' | 'clock' | 'database'> & AnnouncePublicationDeps,
  rows: readonly FxRate[],
  publication: { source: string; publisher: string },
): Promise<ImportReply> => {
  const publishedAt = deps.clock.now();
  const publicationId = await deps.database.db.transaction(async (tx) => {
    await deps.marketDataRepository.takePublicationTurn('fx', tx);
    const id = await deps.marketDataRepository.insertFxPublication(
      {
        publishedAt,
        source: publication.source,
        publisher: publication.publisher,
        isDemo: false,
      },
      rows.map((rate) => ({
        currencyCode: rate.currencyCode,
        unitsPerUsd: rate.unitsPerUsd,
        rateTimestamp: new Date(rate.timestamp),
      })),
      tx,
    );
    const series = rows.map((rate) => rate.currencyCode);
    await announcePublication(deps, { kind: 'fx', id, publishedAt, source: publication.source, series }, tx);
    return id;
  });
  return { success: true, message: `Imported ${rows.length} FX rate(s)`, publicationId, rows: rows.length };
};

/** A new FX publication (units of each currency per US dollar); earlier publications stay as history. */
export const importFxRates = async (
  deps: Pick<Deps, 'marketDataRepository' | 'referenceData' | 'clock' | 'database'> & AnnouncePublicationDeps,
  input: ImportInput,
): Promise<ImportReply> => {
  const parsed = parseFxImport(input.text, input.format);
  if (!parsed.ok) throw importRefused(parsed.errors);
  checkFxRows(deps, parsed.rows, (index) => lineOfRow(input.format, index));
  return publishFxRows(deps, parsed.rows, input);
};
