import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { newsEndpoints } from '@psc/core/news/news.endpoints';
import type { NewsListReply } from '@psc/core/news/news.schemas';
import { endpointQueryKey, endpointUrl } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';
import { newsQueryKey } from './get-news.ts';

/** GET /api/v1/news/{id}: one item, gated like the list. */
export const getNewsItem = (id: string, signal?: AbortSignal) =>
  apiRequest(endpointUrl(newsEndpoints.item, { id }), {
    schema: newsEndpoints.item.reply,
    ...(signal ? { signal } : {}),
  });

export const getNewsItemQueryOptions = (id: string) =>
  queryOptions({
    queryKey: endpointQueryKey(newsEndpoints.item, { id }),
    queryFn: ({ signal }) => getNewsItem(id, signal),
  });

/** Shows the copy already in the list at once, while the item itself is fetched. */
export const useNewsItem = (id: string) => {
  const queryClient = useQueryClient();
  return useQuery({
    ...getNewsItemQueryOptions(id),
    placeholderData: () =>
      queryClient.getQueryData<NewsListReply>(newsQueryKey)?.find((item) => item.id === id),
  });
};
