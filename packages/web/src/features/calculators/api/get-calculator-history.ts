import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { calculatorHistoryReplySchema } from '@psc/core/calculators/calculators.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

type HistoryRange = { from: number; to: number };

/** GET /api/v1/calculator/{calculatorId}/history?from=&to=: the DDP at every publication of the range. */
export const getCalculatorHistory = (id: string, range: HistoryRange, signal?: AbortSignal) =>
  apiRequest(`/api/v1/calculator/${encodeURIComponent(id)}/history?from=${range.from}&to=${range.to}`, {
    schema: calculatorHistoryReplySchema,
    ...(signal ? { signal } : {}),
  });

export const calculatorHistoryQueryOptions = (id: string, range: HistoryRange) =>
  queryOptions({
    queryKey: ['calculators', id, 'history', range.from, range.to],
    queryFn: ({ signal }) => getCalculatorHistory(id, range, signal),
    placeholderData: keepPreviousData,
  });

export const useCalculatorHistory = (id: string, range: HistoryRange, enabled: boolean) =>
  useQuery({ ...calculatorHistoryQueryOptions(id, range), enabled });
