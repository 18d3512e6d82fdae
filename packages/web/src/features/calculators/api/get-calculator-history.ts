import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { calculatorEndpoints } from '@psc/core/calculators/calculators.endpoints';
import { matrixEndpoints } from '@psc/core/matrices/matrices.endpoints';
import { endpointUrl } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';

type HistoryRange = { from: number; to: number };

/** Whose DDP history: a calculator's, or a parity-matrix cell's (priced as the calculator it opens as). */
export type HistorySource =
  { calculatorId: string } | { matrixId: string; origin: number; destination: number; position: number };

/**
 * GET /api/v1/calculator/{calculatorId}/history?from=&to= or GET /api/v1/matrices/{matrixId}/history?origin=…: the
 * DDP at every publication of the range.
 */
export const getCalculatorHistory = (source: HistorySource, range: HistoryRange, signal?: AbortSignal) =>
  apiRequest(
    'calculatorId' in source
      ? endpointUrl(calculatorEndpoints.history, { calculatorId: source.calculatorId }, range)
      : endpointUrl(
          matrixEndpoints.cellHistory,
          { matrixId: source.matrixId },
          { ...range, origin: source.origin, destination: source.destination, position: source.position },
        ),
    { schema: calculatorEndpoints.history.reply, ...(signal ? { signal } : {}) },
  );

const keyOf = (source: HistorySource) =>
  'calculatorId' in source
    ? ['calculators', source.calculatorId]
    : ['matrices', source.matrixId, 'cell', source.origin, source.destination, source.position];

export const calculatorHistoryQueryOptions = (source: HistorySource, range: HistoryRange) =>
  queryOptions({
    queryKey: [...keyOf(source), 'history', range.from, range.to],
    queryFn: ({ signal }) => getCalculatorHistory(source, range, signal),
    placeholderData: keepPreviousData,
  });

export const useCalculatorHistory = (source: HistorySource, range: HistoryRange, enabled: boolean) =>
  useQuery({ ...calculatorHistoryQueryOptions(source, range), enabled });
