import type { z } from 'zod';
import type { publicationSummarySchema } from '@psc/core/market-data/market-data.schemas';
import type { Deps } from '../../deps.ts';

type PublicationSummary = z.infer<typeof publicationSummarySchema>;

/** GET /system/prices and /system/fx: the newest publications first, history included. */
export const listPublications = async (
  deps: Pick<Deps, 'marketDataRepository'>,
  kind: 'prices' | 'fx',
  limit = 100,
): Promise<PublicationSummary[]> => {
  const rows =
    kind === 'prices'
      ? await deps.marketDataRepository.listPricePublications(limit)
      : await deps.marketDataRepository.listFxPublications(limit);
  return rows.map((row) => ({ ...row, kind, publishedAt: row.publishedAt.getTime() }));
};
