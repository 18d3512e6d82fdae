import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { alertEndpoints } from '@psc/core/alerts/alerts.endpoints';
import { errorReplySchema } from '@psc/core/shared/simple-reply.schemas';
import type { Deps } from '../../deps.ts';
import { requirePrincipal } from '../../plugins/authentication.ts';
import { endpointSchema } from '../../shared/endpoint-schema.ts';
import {
  createAlert,
  deleteAlert,
  listAlerts,
  countUnreadNotifications,
  listNotifications,
  markNotificationsRead,
  updateAlert,
} from './alert-actions.ts';
import { unsubscribeFromAlert } from './unsubscribe-from-alert.ts';

const tags = ['alerts'];
const endpoints = alertEndpoints;

/** Beyond the spec (issue 16 item 4, docs/decisions/0048): alerts on delivered prices and their notifications. */
export const alertsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  // A user's own alerts and notifications change nothing of the account: a Viewer may keep them (decision 0048).
  const ownWrite = { ownProfileWrite: true };

  app.get(endpoints.list.path, {
    schema: endpointSchema(endpoints.list, tags),
    handler: async (request) => listAlerts(deps, requirePrincipal(request)),
  });

  app.post(endpoints.create.path, {
    config: ownWrite,
    schema: endpointSchema(endpoints.create, tags, 201),
    handler: async (request, reply) =>
      reply.code(201).send(await createAlert(deps, requirePrincipal(request), request.body)),
  });

  app.put(endpoints.update.path, {
    config: ownWrite,
    schema: endpointSchema(endpoints.update, tags),
    handler: async (request) =>
      updateAlert(deps, requirePrincipal(request), request.params.alertId, request.body),
  });

  app.delete(endpoints.remove.path, {
    config: ownWrite,
    schema: endpointSchema(endpoints.remove, tags),
    handler: async (request) => deleteAlert(deps, requirePrincipal(request), request.params.alertId),
  });

  app.get(endpoints.notifications.path, {
    schema: endpointSchema(endpoints.notifications, tags),
    handler: async (request) => listNotifications(deps, requirePrincipal(request)),
  });

  app.get(endpoints.unreadNotifications.path, {
    schema: endpointSchema(endpoints.unreadNotifications, tags),
    handler: async (request) => countUnreadNotifications(deps, requirePrincipal(request)),
  });

  app.put(endpoints.readNotifications.path, {
    config: ownWrite,
    schema: endpointSchema(endpoints.readNotifications, tags),
    handler: async (request) => markNotificationsRead(deps, requirePrincipal(request)),
  });

  // One click from the e-mail (RFC 8058): no sign-in; the signed token names the alert; never indexed.
  app.post(endpoints.unsubscribe.path, {
    config: { auth: 'public' as const },
    schema: {
      tags,
      summary: endpoints.unsubscribe.summary,
      params: endpoints.unsubscribe.params,
      response: { 200: endpoints.unsubscribe.reply, 404: errorReplySchema, 429: errorReplySchema },
    },
    handler: async (request, reply) => {
      void reply.header('X-Robots-Tag', 'noindex');
      return unsubscribeFromAlert(deps, request.params.token, request.ip);
    },
  });
};
