import type { ImportReply } from '@psc/core/market-data/market-data.schemas';
import type { PriceFileRequest } from '@psc/core/operations/operations.schemas';
import type { Deps } from '../../deps.ts';
import { publishPriceRows } from '../market-data/import-prices.ts';
import type { OperatorPrincipal } from '../../shared/operator-principal.ts';
import { readPriceFile } from './read-price-file.ts';
import { recordOperatorAction } from './record-operator-action.ts';
import type { AnnouncePublicationDeps } from '../market-data/announce-publication.ts';

const defaultSource: Readonly<Record<PriceFileRequest['format'], string>> = {
  'psc-csv': 'operations console',
  'psc-json': 'operations console',
  'ice-csv': 'ICE end-of-day settlement (licensed file)',
};

/** POST /api/ops/market/prices: the file as a new publication by this analyst, and a line in the operator audit. */
export const publishPriceFile = async (
  deps: Pick<Deps, 'referenceData' | 'clock' | 'marketDataRepository' | 'database' | 'operationsRepository'> &
    AnnouncePublicationDeps,
  operator: OperatorPrincipal,
  file: PriceFileRequest,
): Promise<ImportReply> => {
  const { rows, skipped } = readPriceFile(deps, file);
  const reply = await publishPriceRows(deps, rows, {
    source: file.source ?? defaultSource[file.format],
    publisher: operator.name,
  });
  await recordOperatorAction(deps, operator, {
    action: 'prices.published',
    target: reply.publicationId,
    after: {
      rows: reply.rows,
      skipped,
      format: file.format,
      contracts: [...new Set(rows.map((row) => row.contractId))],
    },
  });
  return reply;
};
