import type { FxRate } from '@psc/core/market-data/fx-snapshot.schemas';
import { parseFxImport } from '@psc/core/market-data/price-import';
import { parseEcbReferenceRates } from '@psc/core/operations/ecb-reference-rates';
import type { FxFileRequest } from '@psc/core/operations/operations.schemas';
import type { Deps } from '../../deps.ts';
import { importRefused, lineOfRow } from '../market-data/import-format.ts';
import { checkFxRows } from '../market-data/import-fx-rates.ts';

export type FxFile = { rows: FxRate[]; pegged: ReadonlySet<string> };

/** An FX file read and checked exactly as its publication will be: the ECB's, converted, or PSC's own rows. */
export const readFxFile = (deps: Pick<Deps, 'referenceData'>, file: FxFileRequest): FxFile => {
  if (file.format === 'ecb-csv' || file.format === 'ecb-xml') {
    const parsed = parseEcbReferenceRates(file.text, file.format === 'ecb-csv' ? 'csv' : 'xml');
    if (!parsed.ok) throw importRefused(parsed.errors);
    // ECB rows have no lines of their own: each is reported on the rates row (line 2 of the CSV, 1 of the XML).
    checkFxRows(deps, parsed.rows, () => (file.format === 'ecb-csv' ? 2 : 1));
    const pegged = new Set(
      parsed.rows.slice(parsed.rows.length - parsed.pegged).map((row) => row.currencyCode),
    );
    return { rows: parsed.rows, pegged };
  }
  const format = file.format === 'psc-json' ? 'json' : 'csv';
  const parsed = parseFxImport(file.text, format);
  if (!parsed.ok) throw importRefused(parsed.errors);
  checkFxRows(deps, parsed.rows, (index) => lineOfRow(format, index));
  return { rows: parsed.rows, pegged: new Set() };
};
