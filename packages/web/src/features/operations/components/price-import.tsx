import type { PriceFileFormat } from '@psc/core/operations/operations.schemas';
import { usePreviewPrices } from '../api/preview-prices.ts';
import { usePublishPrices } from '../api/publish-prices.ts';
import { PricePreviewTable } from './price-preview-table.tsx';
import { PublicationImport } from './publication-import.tsx';
import { priceUnitLabel } from '@psc/core/operations/price-preview';

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
    outliersOf={(preview) =>
      preview.changes
        .filter((change) => change.outlier)
        .map(
          (change) =>
            `${change.contractId}${change.regionId === null ? '' : ` ${change.regionId}`} ${change.periodId}: ${change.previous ?? '—'} → ${change.price} ${priceUnitLabel(change.contractId, change.currencyCode)} (${(change.changePercent ?? 0) > 0 ? '+' : ''}${change.changePercent ?? '?'} %)`,
        )
    }
  />
);
