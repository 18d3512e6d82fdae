import type { z } from 'zod';
import type { publicationSummarySchema } from '@psc/core/market-data/market-data.schemas';
import type { Deps } from '../../deps.ts';

type PublicationSummary = z.infer<typeof publicationSummarySchema>;

/** GET /system/prices, /system/fx and /system/freight: the newest publications first, history included. */
export const listPublications = async (
  deps: Pick<Deps, 'marketDataRepository'>,
  kind: PublicationSummary['kind'],
  limit = 100,
): Promise<PublicationSummary[]> => {
  const rows =
    kind === 'prices'
      ? await deps.marketDataRepository.listPricePublications(limit)
      : kind === 'fx'
        ? await deps.marketDataRepository.listFxPublications(limit)
        : await deps.marketDataRepository.listFreightPublications(limit);
  return rows.map((row) => ({ ...row, kind, publishedAt: row.publishedAt.getTime() }));
};
