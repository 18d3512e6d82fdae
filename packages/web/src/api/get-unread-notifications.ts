import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQueryKey } from '@psc/core/shared/endpoint';
import { apiRequest, loadReplySchema } from '#lib/api-client.ts';

/**
 * alertEndpoints.unreadNotifications's path, written here: the frame's badge is on every page, and importing the
 * alert contracts for it would build them (and the matrices' they use) before every page's first paint.
 */
export const unreadNotificationsPath = '/api/v1/notifications/unread';

/**
 * GET /api/v1/notifications/unread: how many alert firings the user has not read. Read by the frame's badge on
 * every page and invalidated by My Alerts when it marks them read, so it lives below the features (issue 48 item 14).
 */
export const getUnreadNotifications = (signal?: AbortSignal) =>
  apiRequest(unreadNotificationsPath, {
    schema: loadReplySchema(
      async () =>
        (await import('@psc/core/alerts/alerts.endpoints')).alertEndpoints.unreadNotifications.reply,
    ),
    ...(signal ? { signal } : {}),
  });

export const unreadNotificationsQueryKey = endpointQueryKey({ path: unreadNotificationsPath });

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
