import type { ImportReply } from '@psc/core/market-data/market-data.schemas';
import { parseFxImport, type ImportError } from '@psc/core/market-data/price-import';
import type { Deps } from '../../deps.ts';
import { importRefused, lineOfRow, type ImportInput } from './import-format.ts';

/** A new FX publication (units of each currency per US dollar); earlier publications stay as history. */
export const importFxRates = async (
  deps: Pick<Deps, 'marketDataRepository' | 'referenceData' | 'clock' | 'database'>,
  input: ImportInput,
): Promise<ImportReply> => {
  const parsed = parseFxImport(input.text, input.format);
  if (!parsed.ok) throw importRefused(parsed.errors);
  const known = new Set(deps.referenceData.currencies.map((currency) => currency.code));
  const errors: ImportError[] = [];
  parsed.rows.forEach((rate, index) => {
    const line = lineOfRow(input.format, index);
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

  const publicationId = await deps.database.db.transaction((tx) =>
    deps.marketDataRepository.insertFxPublication(
      { publishedAt: deps.clock.now(), source: input.source, publisher: input.publisher, isDemo: false },
      parsed.rows.map((rate) => ({
        currencyCode: rate.currencyCode,
        unitsPerUsd: rate.unitsPerUsd,
        rateTimestamp: new Date(rate.timestamp),
      })),
      tx,
    ),
  );
  return {
    success: true,
    message: `Imported ${parsed.rows.length} FX rate(s)`,
    publicationId,
    rows: parsed.rows.length,
  };
};
