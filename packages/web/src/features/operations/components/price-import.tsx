import type { PriceFileFormat } from '@psc/core/operations/operations.schemas';
import { usePreviewPrices } from '../api/preview-prices.ts';
import { usePublishPrices } from '../api/publish-prices.ts';
import { PricePreviewTable } from './price-preview-table.tsx';
import { PublicationImport } from './publication-import.tsx';

const formats: Readonly<Record<PriceFileFormat, string>> = {
  'ice-csv': 'ICE end-of-day settlement CSV',
  'psc-csv': 'PSC price CSV',
  'psc-json': 'PSC price JSON',
};

/** The day's settlements: ICE's file or PSC's own. */
export const PriceImport = () => (
  <PublicationImport
    name="prices"
    formats={formats}
    jsonFormat="psc-json"
    preview={usePreviewPrices()}
    publish={usePublishPrices()}
    renderPreview={(preview) => <PricePreviewTable preview={preview} />}
  />
);
