import { queryOptions, useQuery } from '@tanstack/react-query';
import { alertEndpoints } from '@psc/core/alerts/alerts.endpoints';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { apiRequest } from '#lib/api-client.ts';

/**
 * GET /api/v1/notifications/unread: how many alert firings the user has not read. Read by the frame's badge on
 * every page and invalidated by My Alerts when it marks them read, so it lives below the features (issue 48 item 14).
 */
export const getUnreadNotifications = (signal?: AbortSignal) =>
  apiRequest(alertEndpoints.unreadNotifications.path, {
    schema: alertEndpoints.unreadNotifications.reply,
    ...(signal ? { signal } : {}),
  });

export const unreadNotificationsQueryKey = endpointQueryKey(alertEndpoints.unreadNotifications);

/** Read again every minute, as My Alerts reads its list, and when the window comes back into focus. */
export const useUnreadNotifications = (enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: unreadNotificationsQueryKey,
      queryFn: ({ signal }) => getUnreadNotifications(signal),
      refetchInterval: 60_000,
      enabled,
    }),
  );
