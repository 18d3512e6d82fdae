import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { calculatorEndpoints } from '@psc/core/calculators/calculators.endpoints';
import { matrixEndpoints } from '@psc/core/matrices/matrices.endpoints';
import { endpointQueryKey, endpointUrl, type Endpoint } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';

type HistoryRange = { from: number; to: number };

/** Whose DDP history: a calculator's, or a parity-matrix cell's (priced as the calculator it opens as). */
export type HistorySource =
  { calculatorId: string } | { matrixId: string; origin: number; destination: number; position: number };

/** The endpoint, parameters and query of one history: its address and its query key. */
const addressOf = (
  source: HistorySource,
  range: HistoryRange,
): [Pick<Endpoint, 'path'>, Record<string, string>, Record<string, number>] =>
  'calculatorId' in source
    ? [calculatorEndpoints.history, { calculatorId: source.calculatorId }, range]
    : [
        matrixEndpoints.cellHistory,
        { matrixId: source.matrixId },
        { ...range, origin: source.origin, destination: source.destination, position: source.position },
      ];

/**
 * GET /api/v1/calculator/{calculatorId}/history?from=&to= or GET /api/v1/matrices/{matrixId}/history?origin=…: the
 * DDP at every publication of the range.
 */
export const getCalculatorHistory = (source: HistorySource, range: HistoryRange, signal?: AbortSignal) =>
  apiRequest(endpointUrl(...addressOf(source, range)), {
    schema: calculatorEndpoints.history.reply,
    ...(signal ? { signal } : {}),
  });

/**
 * One history per range and per publication: `publication` (what the page last saw published) joins the key, and a
 * history is never stale otherwise. Each one prices up to 120 points on the server; refetching it on a focus or a
 * timer cost the server far more than it told the trader (issue 48 item 1).
 */
export const calculatorHistoryQueryOptions = (
  source: HistorySource,
  range: HistoryRange,
  publication: string,
) =>
  queryOptions({
    queryKey: [...endpointQueryKey(...addressOf(source, range)), { publication }],
    queryFn: ({ signal }) => getCalculatorHistory(source, range, signal),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });

export const useCalculatorHistory = (
  source: HistorySource,
  range: HistoryRange,
  publication: string,
  enabled: boolean,
) => useQuery({ ...calculatorHistoryQueryOptions(source, range, publication), enabled });
