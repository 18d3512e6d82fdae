import { queryOptions, useQuery } from '@tanstack/react-query';
import { newsEndpoints } from '@psc/core/news/news.endpoints';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';

/** GET /api/v1/news: at most 21 items in the server's order; content is null for accounts that may not read it. */
export const getNews = (signal?: AbortSignal) =>
  apiRequest(newsEndpoints.list.path, { schema: newsEndpoints.list.reply, ...(signal ? { signal } : {}) });

export const newsQueryKey = endpointQueryKey(newsEndpoints.list);

export const getNewsQueryOptions = () =>
  queryOptions({ queryKey: newsQueryKey, queryFn: ({ signal }) => getNews(signal) });

export const useNews = () => useQuery(getNewsQueryOptions());
