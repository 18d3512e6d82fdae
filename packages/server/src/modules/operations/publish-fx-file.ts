import type { ImportReply } from '@psc/core/market-data/market-data.schemas';
import type { FxFileRequest } from '@psc/core/operations/operations.schemas';
import type { Deps } from '../../deps.ts';
import type { OperatorPrincipal } from '../../shared/operator-principal.ts';
import { publishFxRows } from '../market-data/import-fx-rates.ts';
import { readFxFile } from './read-fx-file.ts';
import { recordOperatorAction } from './record-operator-action.ts';
import type { AnnouncePublicationDeps } from '../market-data/announce-publication.ts';

const defaultSource: Readonly<Record<FxFileRequest['format'], string>> = {
  'ecb-csv': 'ECB euro reference rates (indicative, not dealing rates); pegs: central banks',
  'ecb-xml': 'ECB euro reference rates (indicative, not dealing rates); pegs: central banks',
  'psc-csv': 'operations console',
  'psc-json': 'operations console',
};

/** POST /api/ops/market/fx: the file as a new FX publication by this analyst, audited. */
export const publishFxFile = async (
  deps: Pick<Deps, 'referenceData' | 'clock' | 'marketDataRepository' | 'database' | 'operationsRepository'> &
    AnnouncePublicationDeps,
  operator: OperatorPrincipal,
  file: FxFileRequest,
): Promise<ImportReply> => {
  const { rows, pegged } = readFxFile(deps, file);
  const reply = await publishFxRows(deps, rows, {
    source: file.source ?? defaultSource[file.format],
    publisher: operator.name,
  });
  await recordOperatorAction(deps, operator, {
    action: 'fx.published',
    target: reply.publicationId,
    after: { rows: reply.rows, pegged: [...pegged], format: file.format },
  });
  return reply;
};
