import { defaultOutlierPercent } from '@psc/core/operations/price-preview';
import type { FxFileRequest, FxPreviewReply } from '@psc/core/operations/operations.schemas';
import type { Deps } from '../../deps.ts';
import { readFxFile } from './read-fx-file.ts';
import { currentFxRates } from '../market-data/market-data-for-desk.ts';

/** POST /api/ops/market/fx/preview: each rate against the current one, outliers flagged, nothing written. */
export const previewFxFile = async (
  deps: Pick<Deps, 'referenceData' | 'marketDataRepository'>,
  file: FxFileRequest,
): Promise<FxPreviewReply> => {
  const { rows, pegged } = readFxFile(deps, file);
  const current = await currentFxRates(deps);
  const currentByCode = new Map(current.map((rate) => [rate.currencyCode, rate]));
  const outlierPercent = file.outlierPercent ?? defaultOutlierPercent;
  const changes = rows.map((row) => {
    const previous = currentByCode.get(row.currencyCode)?.unitsPerUsd ?? null;
    const changePercent =
      previous === null || previous === 0
        ? null
        : Math.round(((row.unitsPerUsd - previous) / previous) * 10_000) / 100;
    return {
      currencyCode: row.currencyCode,
      unitsPerUsd: row.unitsPerUsd,
      previous,
      changePercent,
      outlier: changePercent !== null && Math.abs(changePercent) > outlierPercent,
      rateDate: row.timestamp,
    };
  });
  const inFile = new Set(rows.map((row) => row.currencyCode));
  return {
    rows: rows.length,
    pegged: pegged.size,
    outliers: changes.filter((change) => change.outlier).length,
    outlierPercent,
    changes,
    missing: current
      .filter((rate) => !inFile.has(rate.currencyCode))
      .map((rate) => ({ currencyCode: rate.currencyCode, rateDate: rate.rateTimestamp.getTime() })),
  };
};
