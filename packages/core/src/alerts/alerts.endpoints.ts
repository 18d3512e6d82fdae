import { z } from 'zod';
import { defineEndpoints } from '../shared/endpoint.ts';
import { simpleReplySchema } from '../shared/simple-reply.schemas.ts';
import {
  alertChangeSchema,
  alertListReplySchema,
  alertReplySchema,
  alertRequestSchema,
  notificationListReplySchema,
  unreadNotificationsReplySchema,
  unsubscribeReplySchema,
} from './alerts.schemas.ts';

const alertParams = z.object({ alertId: z.uuid() });

/** Every alert call (issue 16 item 4, docs/decisions/0048), described once for the server and the web. */
export const alertEndpoints = defineEndpoints({
  list: {
    method: 'GET',
    path: '/api/v1/alerts',
    summary: "The caller's alerts, newest first, with their state",
    reply: alertListReplySchema,
  },
  create: {
    method: 'POST',
    path: '/api/v1/alerts',
    summary: "An alert on a calculator's DDP, a spread, a matrix column's cheapest origin or a board price",
    body: alertRequestSchema,
    reply: alertReplySchema,
  },
  update: {
    method: 'PUT',
    path: '/api/v1/alerts/:alertId',
    summary: 'Pause or resume an alert, switch its e-mails, change its level or direction',
    params: alertParams,
    body: alertChangeSchema,
    reply: alertReplySchema,
  },
  remove: {
    method: 'DELETE',
    path: '/api/v1/alerts/:alertId',
    summary: 'Delete an alert (its notifications stay)',
    params: alertParams,
    reply: simpleReplySchema,
  },
  notifications: {
    method: 'GET',
    path: '/api/v1/notifications',
    summary: "The caller's latest 100 notifications, newest first, and how many are unread",
    reply: notificationListReplySchema,
  },
  unreadNotifications: {
    method: 'GET',
    path: '/api/v1/notifications/unread',
    summary:
      "How many of the caller's notifications are unread: the menu's badge, read on every page without the list",
    reply: unreadNotificationsReplySchema,
  },
  readNotifications: {
    method: 'PUT',
    path: '/api/v1/notifications/read',
    summary: "Mark all the caller's notifications as read",
    reply: simpleReplySchema,
  },
  unsubscribe: {
    method: 'POST',
    path: '/alerts/unsubscribe/:token',
    summary: "One-click unsubscribe (RFC 8058): the alert's e-mails stop; the alert stays",
    params: z.object({ token: z.string().min(10).max(200) }),
    reply: unsubscribeReplySchema,
  },
});
