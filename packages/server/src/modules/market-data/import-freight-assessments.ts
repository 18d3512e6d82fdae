import type { ImportReply } from '@psc/core/market-data/market-data.schemas';
import type { FreightAssessmentRow } from '@psc/core/market-data/freight-assessments';
import { parseFreightImport, type ImportError } from '@psc/core/market-data/price-import';
import type { Deps } from '../../deps.ts';
import { importRefused, lineOfRow, type ImportInput } from './import-format.ts';
import { announcePublication, type AnnouncePublicationDeps } from './announce-publication.ts';

/** A freight file read and checked exactly as its publication will be: its ports and vessel classes, no future day. */
export const readFreightFile = async (
  deps: Pick<Deps, 'currentMarketData' | 'clock'>,
  input: Pick<ImportInput, 'text' | 'format'>,
): Promise<FreightAssessmentRow[]> => {
  const parsed = parseFreightImport(input.text, input.format);
  if (!parsed.ok) throw importRefused(parsed.errors);
  const { reference } = await deps.currentMarketData.get();
  const ports = new Set(reference.ports.map((port) => port.id));
  const vesselClasses = reference.bulkFreight.vesselClasses.map((vessel) => vessel.id);
  const today = deps.clock.now().toISOString().slice(0, 10);
  const errors: ImportError[] = [];
  parsed.rows.forEach((lane, index) => {
    const line = lineOfRow(input.format, index);
    if (!ports.has(lane.fromPortId))
      errors.push({ line, field: 'fromPortId', message: `${lane.fromPortId} is not a port PSC knows` });
    if (!ports.has(lane.toPortId))
      errors.push({ line, field: 'toPortId', message: `${lane.toPortId} is not a port PSC knows` });
    if (!vesselClasses.includes(lane.vesselClassId))
      errors.push({
        line,
        field: 'vesselClassId',
        message: `${lane.vesselClassId} is not a vessel class (${vesselClasses.join(', ')})`,
      });
    if (lane.assessedOn > today)
      errors.push({ line, field: 'assessedOn', message: `${lane.assessedOn} is in the future` });
  });
  if (errors.length > 0) throw importRefused(errors);
  return parsed.rows;
};

/**
 * A new bulk freight publication: lane assessments per vessel class (docs/decisions/0036). All lanes or none; earlier
 * publications stay as history and a lane's newest row prices bulk calculators on it.
 */
export const importFreightAssessments = async (
  deps: Pick<Deps, 'marketDataRepository' | 'currentMarketData' | 'clock' | 'database'> &
    AnnouncePublicationDeps,
  input: ImportInput,
): Promise<ImportReply> => {
  const rows = await readFreightFile(deps, input);
  const publishedAt = deps.clock.now();
  const publicationId = await deps.database.db.transaction(async (tx) => {
    const id = await deps.marketDataRepository.insertFreightPublication(
      { publishedAt, source: input.source, publisher: input.publisher, isDemo: false },
      rows,
      tx,
    );
    const series = rows.map((lane) => lane.fromPortId);
    await announcePublication(deps, { kind: 'freight', id, publishedAt, source: input.source, series }, tx);
    return id;
  });
  return {
    success: true,
    message: `Imported ${rows.length} freight assessment(s)`,
    publicationId,
    rows: rows.length,
  };
};
