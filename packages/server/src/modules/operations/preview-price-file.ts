import type { ContractId } from '@psc/core/market-data/contracts';
import { defaultOutlierPercent, previewPricePublication } from '@psc/core/operations/price-preview';
import type { PriceFileRequest, PricePreviewReply } from '@psc/core/operations/operations.schemas';
import type { Deps } from '../../deps.ts';
import { todayOf } from '../market-data/market-calendar.ts';
import { periodsOfContract } from '@psc/core/market-data/contract-periods-on';
import { readPriceFile } from './read-price-file.ts';
import { currentPriceRows } from '../market-data/market-data-for-desk.ts';

/** POST /api/ops/market/prices/preview: what publishing the file would change, nothing written. */
export const previewPriceFile = async (
  deps: Pick<Deps, 'referenceData' | 'clock' | 'marketDataRepository'>,
  file: PriceFileRequest,
): Promise<PricePreviewReply> => {
  const { rows, skipped } = readPriceFile(deps, file);
  const current = await currentPriceRows(deps);
  const today = todayOf(deps.clock);
  const contracts = [...new Set(rows.map((row) => row.contractId))].filter(
    (contractId): contractId is Exclude<ContractId, 'WhitePremium' | 'CashMarketPrice'> =>
      contractId !== 'WhitePremium' && contractId !== 'CashMarketPrice',
  );
  const tradingPeriods = new Map(
    contracts.map((contractId) => [
      contractId,
      periodsOfContract(deps.referenceData, contractId, today, null)
        .filter((period) => !period.concluded)
        .map((period) => period.id),
    ]),
  );
  const outlierPercent = file.outlierPercent ?? defaultOutlierPercent;
  const preview = previewPricePublication(
    rows,
    current.map((row) => ({ ...row, regionId: row.regionId === '' ? null : row.regionId })),
    tradingPeriods,
    outlierPercent,
  );
  return { rows: rows.length, skipped, outlierPercent, ...preview };
};
