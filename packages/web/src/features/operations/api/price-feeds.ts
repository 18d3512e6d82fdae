import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { operationsEndpoints } from '@psc/core/operations/operations.endpoints';
import type { PriceFeedRequest } from '@psc/core/price-feeds/price-feeds.schemas';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { operationsQueryKey } from './operations-query-key.ts';
import { opsRequest } from './ops-request.ts';

// A feed runs by itself on the server: the desk follows its status, runs and held files while it is open.
const followEvery = 15_000;

/** GET /api/ops/price-feeds: every feed with its status, last and next run, last error and late flag. */
export const usePriceFeeds = () =>
  useQuery(
    queryOptions({
      queryKey: endpointQueryKey(operationsEndpoints.listPriceFeeds),
      queryFn: ({ signal }) => opsRequest(operationsEndpoints.listPriceFeeds, { signal }),
      refetchInterval: followEvery,
    }),
  );

/** GET /api/ops/price-feeds/runs: the recent runs of every feed, newest first. */
export const usePriceFeedRuns = (limit = 20) =>
  useQuery(
    queryOptions({
      queryKey: endpointQueryKey(operationsEndpoints.priceFeedRuns, {}, { limit }),
      queryFn: ({ signal }) => opsRequest(operationsEndpoints.priceFeedRuns, { query: { limit }, signal }),
      refetchInterval: followEvery,
    }),
  );

/** GET /api/ops/price-feeds/held: the files a feed held for an analyst's approval. */
export const useHeldPublications = () =>
  useQuery(
    queryOptions({
      queryKey: endpointQueryKey(operationsEndpoints.heldPublications, {}, { state: 'held' }),
      queryFn: ({ signal }) =>
        opsRequest(operationsEndpoints.heldPublications, { query: { state: 'held' }, signal }),
      refetchInterval: followEvery,
    }),
  );

/**
 * After any change every console read is read again: a feed's row, runs and held files move together, and a
 * publication moves the market desk's series too.
 */
const useRefreshDesk = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: operationsQueryKey });
};

/** POST /api/ops/price-feeds (a new feed) or PUT /api/ops/price-feeds/{feedId} (changes to one). */
export const useSavePriceFeed = () => {
  const refresh = useRefreshDesk();
  return useMutation({
    mutationFn: ({ feedId, request }: { feedId: string | null; request: PriceFeedRequest }) =>
      feedId === null
        ? opsRequest(operationsEndpoints.createPriceFeed, { body: request })
        : opsRequest(operationsEndpoints.updatePriceFeed, { params: { feedId }, body: request }),
    onSuccess: refresh,
  });
};

/** PUT /api/ops/price-feeds/{feedId}/enabled: a feed on (it runs at its next time) or off. */
export const useSetPriceFeedEnabled = () => {
  const refresh = useRefreshDesk();
  return useMutation({
    mutationFn: ({ feedId, enabled }: { feedId: string; enabled: boolean }) =>
      opsRequest(operationsEndpoints.setPriceFeedEnabled, { params: { feedId }, body: { enabled } }),
    onSuccess: refresh,
  });
};

/** POST /api/ops/price-feeds/{feedId}/run: fetch and check now; the reply is the run, whatever its outcome. */
export const useRunPriceFeed = () => {
  const refresh = useRefreshDesk();
  return useMutation({
    mutationFn: (feedId: string) => opsRequest(operationsEndpoints.runPriceFeed, { params: { feedId } }),
    onSuccess: refresh,
  });
};

export type HeldDecision = 'approve' | 'reject';

/** POST /api/ops/price-feeds/held/{heldId}/approve or …/reject, with the analyst's reason. */
export const useDecideHeldPublication = () => {
  const refresh = useRefreshDesk();
  return useMutation({
    mutationFn: ({ heldId, decision, reason }: { heldId: string; decision: HeldDecision; reason: string }) =>
      opsRequest(
        decision === 'approve'
          ? operationsEndpoints.approveHeldPublication
          : operationsEndpoints.rejectHeldPublication,
        { params: { heldId }, body: { reason } },
      ),
    onSuccess: refresh,
  });
};
