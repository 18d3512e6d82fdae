import type { ImportReply } from '@psc/core/market-data/market-data.schemas';
import { laneKey } from '@psc/core/market-data/freight-assessments';
import { defaultOutlierPercent } from '@psc/core/operations/price-preview';
import type { FreightFileRequest, FreightPreviewReply } from '@psc/core/operations/operations.schemas';
import type { Deps } from '../../deps.ts';
import type { OperatorPrincipal } from '../../shared/operator-principal.ts';
import { importFreightAssessments, readFreightFile } from '../market-data/import-freight-assessments.ts';
import { recordOperatorAction } from './record-operator-action.ts';
import type { AnnouncePublicationDeps } from '../market-data/announce-publication.ts';

const formatOf = (file: FreightFileRequest) => (file.format === 'psc-json' ? 'json' : 'csv');

/** POST /api/ops/market/freight/preview: each lane against its current assessment, outliers flagged, nothing written. */
export const previewFreightFile = async (
  deps: Pick<Deps, 'currentMarketData' | 'clock'>,
  file: FreightFileRequest,
): Promise<FreightPreviewReply> => {
  const rows = await readFreightFile(deps, { text: file.text, format: formatOf(file) });
  const current = (await deps.currentMarketData.get()).freightAssessments;
  const outlierPercent = file.outlierPercent ?? defaultOutlierPercent;
  const changes = rows.map((row) => {
    const previous =
      current.get(laneKey(row.fromPortId, row.toPortId, row.vesselClassId))?.usdPerTonne ?? null;
    const changePercent =
      previous === null || previous === 0
        ? null
        : Math.round(((row.usdPerTonne - previous) / previous) * 10_000) / 100;
    return {
      ...row,
      previous,
      changePercent,
      outlier: changePercent !== null && Math.abs(changePercent) > outlierPercent,
    };
  });
  const inFile = new Set(rows.map((row) => laneKey(row.fromPortId, row.toPortId, row.vesselClassId)));
  const missing = [...current]
    .filter(([key]) => !inFile.has(key))
    .map(([, { fromPortId, toPortId, vesselClassId, assessedOn }]) => ({
      fromPortId,
      toPortId,
      vesselClassId,
      assessedOn,
    }));
  return {
    rows: rows.length,
    outliers: changes.filter((change) => change.outlier).length,
    outlierPercent,
    changes,
    missing,
  };
};

/** POST /api/ops/market/freight: the file as a new freight publication by this analyst, audited. */
export const publishFreightFile = async (
  deps: Pick<
    Deps,
    'marketDataRepository' | 'currentMarketData' | 'clock' | 'database' | 'operationsRepository'
  > &
    AnnouncePublicationDeps,
  operator: OperatorPrincipal,
  file: FreightFileRequest,
): Promise<ImportReply> => {
  const reply = await importFreightAssessments(deps, {
    text: file.text,
    format: formatOf(file),
    source: file.source ?? 'operations console',
    publisher: operator.name,
  });
  await recordOperatorAction(deps, operator, {
    action: 'freight.published',
    target: reply.publicationId,
    after: { rows: reply.rows, format: file.format },
  });
  return reply;
};
