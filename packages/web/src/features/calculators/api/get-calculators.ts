import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { apiRequest, loadReplySchema } from '#lib/api-client.ts';

/**
 * calculatorEndpoints.list's path, written here: Home's and My Calculators' loader reads it before the contracts are
 * built (decision 0153).
 */
export const calculatorsPath = '/api/v1/calculator/all';

/** calculatorEndpoints.list.reply, from a module that builds only it (docs/web-delivery.md). */
export const loadCalculatorsReply = () =>
  import('@psc/core/calculators/calculator-reply.schemas').then((module) => module.calculatorListReplySchema);

/**
 * GET /api/v1/calculator/all: the user's calculators by creationTimestamp, priced now. 'no-cache': the browser keeps
 * the last list and revalidates it with its ETag (a content hash), so an unchanged list costs a bodiless 304.
 */
export const getCalculators = (signal?: AbortSignal) =>
  apiRequest(calculatorsPath, {
    schema: loadReplySchema(loadCalculatorsReply),
    cache: 'no-cache',
    ...(signal ? { signal } : {}),
  });

export const calculatorsQueryKey = endpointQueryKey({ path: calculatorsPath });

export const getCalculatorsQueryOptions = () =>
  queryOptions({
    queryKey: calculatorsQueryKey,
    queryFn: ({ signal }) => getCalculators(signal),
    // Read again on every visit, except by the page the route's loader has just read it for (issue 50).
    staleTime: 2_000,
  });

export const useCalculators = () => useQuery(getCalculatorsQueryOptions());
