import type { FxFileFormat } from '@psc/core/operations/operations.schemas';
import { usePreviewFx } from '../api/preview-fx.ts';
import { usePublishFx } from '../api/publish-fx.ts';
import { FxPreviewTable } from './fx-preview-table.tsx';
import { PublicationImport } from './publication-import.tsx';

const formats: Readonly<Record<FxFileFormat, string>> = {
  'ecb-csv': 'ECB euro reference rates (eurofxref.csv)',
  'ecb-xml': 'ECB euro reference rates (daily XML)',
  'psc-csv': 'PSC FX CSV (central-bank rows)',
  'psc-json': 'PSC FX JSON',
};

/** FX: the ECB's daily file (with the pegged currencies) and central-bank rows for the rest. */
export const FxImport = () => (
  <PublicationImport
    name="fx"
    formats={formats}
    jsonFormat="psc-json"
    preview={usePreviewFx()}
    publish={usePublishFx()}
    renderPreview={(preview) => <FxPreviewTable preview={preview} />}
  />
);
