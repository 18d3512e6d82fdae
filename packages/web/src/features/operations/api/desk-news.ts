import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewsItemInput } from '@psc/core/news/news.schemas';
import { operationsEndpoints } from '@psc/core/operations/operations.endpoints';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { opsRequest } from './ops-request.ts';

const deskNewsQueryKey = endpointQueryKey(operationsEndpoints.listNews);

/** GET /api/ops/news: every item with its state. */
export const useDeskNews = () =>
  useQuery(
    queryOptions({
      queryKey: deskNewsQueryKey,
      queryFn: ({ signal }) => opsRequest(operationsEndpoints.listNews, { signal }),
    }),
  );

/** POST /api/ops/news: write or replace an item. */
export const useSaveDeskNews = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: NewsItemInput) => opsRequest(operationsEndpoints.saveNews, { body: item }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deskNewsQueryKey }),
  });
};

/** PUT /api/ops/news/{id}/visibility: publish now, schedule, or unpublish (null). */
export const useSetNewsVisibility = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, visibleFrom }: { id: string; visibleFrom: number | null }) =>
      opsRequest(operationsEndpoints.setNewsVisibility, { params: { newsId: id }, body: { visibleFrom } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deskNewsQueryKey }),
  });
};

/** POST /api/ops/news/preview: the article as it will be stored and shown. */
export const usePreviewDeskNews = () =>
  useMutation({
    mutationFn: (article: string) => opsRequest(operationsEndpoints.previewNews, { body: { article } }),
  });
