import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { alertEndpoints } from '@psc/core/alerts/alerts.endpoints';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { unreadNotificationsQueryKey } from '#api/get-unread-notifications.ts';
import { apiRequest } from '#lib/api-client.ts';

export const notificationsQueryKey = endpointQueryKey(alertEndpoints.notifications);

/** GET /api/v1/notifications: the latest firings, newest first, read again every minute while shown. */
export const getNotifications = (signal?: AbortSignal) =>
  apiRequest(alertEndpoints.notifications.path, {
    schema: alertEndpoints.notifications.reply,
    ...(signal ? { signal } : {}),
  });

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationsQueryKey,
    queryFn: ({ signal }) => getNotifications(signal),
    refetchInterval: 60_000,
  });

export const useNotifications = () => useQuery(notificationsQueryOptions());

/** PUT /api/v1/notifications/read. */
export const markNotificationsRead = () =>
  apiRequest(alertEndpoints.readNotifications.path, {
    method: alertEndpoints.readNotifications.method,
    schema: alertEndpoints.readNotifications.reply,
  });

export const useMarkNotificationsRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
      // The frame's badge counts the same notifications (issue 48 item 14).
      void queryClient.invalidateQueries({ queryKey: unreadNotificationsQueryKey });
    },
  });
};
