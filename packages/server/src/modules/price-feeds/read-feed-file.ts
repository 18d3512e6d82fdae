import type {
  PriceFeedFormat,
  PriceFeedKind,
  VendorMapping,
} from '@psc/core/price-feeds/price-feeds.schemas';
import { mapVendorReply } from '@psc/core/price-feeds/vendor-mapping';
import type { z } from 'zod';
import type { heldChangeSchema } from '@psc/core/price-feeds/price-feeds.schemas';
import type {
  FreightFileRequest,
  FxFileRequest,
  PriceFileRequest,
} from '@psc/core/operations/operations.schemas';
import type { Deps } from '../../deps.ts';
import { importRefused } from '../market-data/import-format.ts';
import { currentFxRates, currentPriceRows } from '../market-data/market-data-for-desk.ts';
import { previewFreightFile } from '../operations/freight-file.ts';
import { previewFxFile } from '../operations/preview-fx-file.ts';
import { previewPriceFile } from '../operations/preview-price-file.ts';
import { readFxFile } from '../operations/read-fx-file.ts';
import { readPriceFile } from '../operations/read-price-file.ts';
import { readContainerLanes, type ContainerLanesRequest } from './container-lanes-feed.ts';

export type HeldChange = z.infer<typeof heldChangeSchema>;

/** The console import a feed's file goes through, with the request it makes of it. */
export type ConsoleFile =
  | { target: 'prices'; request: PriceFileRequest }
  | { target: 'fx'; request: FxFileRequest }
  | { target: 'freight'; request: FreightFileRequest }
  | { target: 'container-lanes'; request: ContainerLanesRequest };

/** A fetched file read and checked by its console import: what it would publish against what traders read now. */
export type FeedCandidate = {
  file: ConsoleFile;
  rows: number;
  /** The newest figure's date (YYYY-MM-DD). */
  asOf: string;
  outliers: number;
  outlierPercent: number;
  /** Outliers first, at most 500. */
  changes: HeldChange[];
};

type ReadDeps = Pick<
  Deps,
  'referenceData' | 'clock' | 'marketDataRepository' | 'currentMarketData' | 'ruleTablesRepository'
>;

const isoDay = (instant: number) => new Date(instant).toISOString().slice(0, 10);

/** The console request for a feed's file; a vendor's reply is first mapped to the price import's rows. */
export const consoleFileOf = (
  kind: PriceFeedKind,
  format: PriceFeedFormat,
  text: string,
  mapping: VendorMapping | null,
  outlierPercent: number,
): ConsoleFile => {
  switch (format) {
    case 'ecb-xml':
    case 'ecb-csv':
      return { target: 'fx', request: { text, format, outlierPercent } };
    case 'ice-csv':
      return { target: 'prices', request: { text, format, outlierPercent } };
    case 'vendor-json':
    case 'vendor-csv': {
      if (mapping === null)
        throw importRefused([{ line: 1, field: 'mapping', message: 'the feed has no mapping' }]);
      const mapped = mapVendorReply(text, format === 'vendor-json' ? 'json' : 'csv', mapping);
      if (!mapped.ok) throw importRefused(mapped.errors);
      return {
        target: 'prices',
        request: { text: JSON.stringify(mapped.records), format: 'psc-json', outlierPercent },
      };
    }
    case 'psc-csv':
    case 'psc-json':
      // The product's own columns: lanes on a freight feed, price rows on a settlement feed; the container-lanes
      // table's document on a container feed.
      if (kind === 'container-freight')
        return { target: 'container-lanes', request: { text, format: 'psc-json', outlierPercent } };
      return kind === 'bulk-freight'
        ? { target: 'freight', request: { text, format, outlierPercent } }
        : { target: 'prices', request: { text, format, outlierPercent } };
  }
};

const ordered = (changes: HeldChange[]): HeldChange[] =>
  [...changes.filter((change) => change.outlier), ...changes.filter((change) => !change.outlier)].slice(
    0,
    500,
  );

/**
 * The file through its console import's reading, checks and preview (decision 0110): a bad file throws the import's
 * own refusal; a change against a demo figure is never an outlier (demo prices are no basis to hold a real file).
 */
export const readFeedCandidate = async (deps: ReadDeps, file: ConsoleFile): Promise<FeedCandidate> => {
  if (file.target === 'fx') {
    const { rows } = readFxFile(deps, file.request);
    const preview = await previewFxFile(deps, file.request);
    const demo = new Set(
      (await currentFxRates(deps)).filter((rate) => rate.isDemo).map((rate) => rate.currencyCode),
    );
    const changes = preview.changes.map((change) => ({
      label: `FX:${change.currencyCode}`,
      value: change.unitsPerUsd,
      previous: change.previous,
      changePercent: change.changePercent,
      outlier: change.outlier && !demo.has(change.currencyCode),
    }));
    return {
      file,
      rows: rows.length,
      asOf: isoDay(Math.max(...rows.map((row) => row.timestamp))),
      outliers: changes.filter((change) => change.outlier).length,
      outlierPercent: preview.outlierPercent,
      changes: ordered(changes),
    };
  }
  if (file.target === 'container-lanes') {
    const lanes = await readContainerLanes(deps, file.request);
    return { file, ...lanes, changes: ordered(lanes.changes) };
  }
  if (file.target === 'freight') {
    const preview = await previewFreightFile(deps, file.request);
    const changes = preview.changes.map((change) => ({
      label: `${change.fromPortId}→${change.toPortId} ${change.vesselClassId}`,
      value: change.usdPerTonne,
      previous: change.previous,
      changePercent: change.changePercent,
      outlier: change.outlier,
    }));
    return {
      file,
      rows: preview.rows,
      asOf:
        preview.changes
          .map((change) => change.assessedOn)
          .sort()
          .at(-1) ?? '',
      outliers: preview.outliers,
      outlierPercent: preview.outlierPercent,
      changes: ordered(changes),
    };
  }
  const { rows } = readPriceFile(deps, file.request);
  const preview = await previewPriceFile(deps, file.request);
  const keyOf = (row: { contractId: string; periodId: string; regionId: string | null }) =>
    `${row.contractId}|${row.periodId}|${row.regionId ?? ''}`;
  const demo = new Set(
    (await currentPriceRows(deps))
      .filter((row) => row.isDemo)
      .map((row) => keyOf({ ...row, regionId: row.regionId === '' ? null : row.regionId })),
  );
  const changes = preview.changes.map((change) => ({
    label: `${change.contractId} ${change.periodId}${change.regionId === null ? '' : ` ${change.regionId}`}`,
    value: change.price,
    previous: change.previous,
    changePercent: change.changePercent,
    outlier: change.outlier && !demo.has(keyOf(change)),
  }));
  return {
    file,
    rows: rows.length,
    asOf: isoDay(Math.max(...rows.map((row) => row.lastUpdated))),
    outliers: changes.filter((change) => change.outlier).length,
    outlierPercent: preview.outlierPercent,
    changes: ordered(changes),
  };
};
