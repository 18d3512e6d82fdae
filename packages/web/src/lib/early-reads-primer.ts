import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { hasEarlyReply } from './api-client.ts';

/** A read the entry may have started, with the query that takes its reply. */
export type EarlyRead = {
  path: string;
  queryKey: QueryKey;
  prefetch: (client: QueryClient) => Promise<void>;
};

export const earlyRead = <Data, Key extends QueryKey>(
  path: string,
  query: FetchQueryOptions<Data, Error, Data, Key>,
): EarlyRead => ({ path, queryKey: query.queryKey, prefetch: (client) => client.prefetchQuery(query) });

/**
 * Puts the replies of the reads the entry started (app/early-start.ts) into the cache before a screen first renders,
 * so it renders once, with its data, instead of a loading state first and again when the replies are taken (on a
 * 4× slower phone a render of the frame costs 0.1–0.2 s: issue 18). Only reads whose reply is on its way and whose
 * data the cache lacks: a read the entry did not start would hold the screen for a round trip, and figures kept
 * from the last visit are shown at once as before. A failed read is left to the screen's own query to report.
 */
export const primeEarlyReads = async (client: QueryClient, reads: readonly EarlyRead[]): Promise<void> => {
  await Promise.all(
    reads
      .filter((read) => hasEarlyReply(read.path) && client.getQueryData(read.queryKey) === undefined)
      .map((read) => read.prefetch(client)),
  );
};
