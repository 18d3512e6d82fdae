import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { alertEndpoints } from '@psc/core/alerts/alerts.endpoints';
import { errorReplySchema } from '@psc/core/shared/simple-reply.schemas';
import type { Deps } from '../../deps.ts';
import { requirePrincipal } from '../../plugins/authentication.ts';
import {
  createAlert,
  deleteAlert,
  listAlerts,
  listNotifications,
  markNotificationsRead,
  updateAlert,
} from './alert-actions.ts';
import { unsubscribeFromAlert } from './unsubscribe-from-alert.ts';

const tags = ['alerts'];
const errors = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
  429: errorReplySchema,
};
const endpoints = alertEndpoints;

/** Beyond the spec (issue 16 item 4, docs/decisions/0048): alerts on delivered prices and their notifications. */
export const alertsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(endpoints.list.path, {
    schema: { tags, summary: endpoints.list.summary, response: { 200: endpoints.list.reply, ...errors } },
    handler: async (request) => listAlerts(deps, requirePrincipal(request)),
  });

  app.post(endpoints.create.path, {
    // A user's own alerts, which change nothing of the account: a Viewer may keep them too (decision 0048).
    config: { ownProfileWrite: true },
    schema: {
      tags,
      summary: endpoints.create.summary,
      body: endpoints.create.body,
      response: { 201: endpoints.create.reply, ...errors },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await createAlert(deps, requirePrincipal(request), request.body)),
  });

  app.put(endpoints.update.path, {
    // A user's own alerts, which change nothing of the account: a Viewer may keep them too (decision 0048).
    config: { ownProfileWrite: true },
    schema: {
      tags,
      summary: endpoints.update.summary,
      params: endpoints.update.params,
      body: endpoints.update.body,
      response: { 200: endpoints.update.reply, ...errors },
    },
    handler: async (request) =>
      updateAlert(deps, requirePrincipal(request), request.params.alertId, request.body),
  });

  app.delete(endpoints.remove.path, {
    // A user's own alerts, which change nothing of the account: a Viewer may keep them too (decision 0048).
    config: { ownProfileWrite: true },
    schema: {
      tags,
      summary: endpoints.remove.summary,
      params: endpoints.remove.params,
      response: { 200: endpoints.remove.reply, ...errors },
    },
    handler: async (request) => deleteAlert(deps, requirePrincipal(request), request.params.alertId),
  });

  app.get(endpoints.notifications.path, {
    schema: {
      tags,
      summary: endpoints.notifications.summary,
      response: { 200: endpoints.notifications.reply, ...errors },
    },
    handler: async (request) => listNotifications(deps, requirePrincipal(request)),
  });

  app.put(endpoints.readNotifications.path, {
    // One's own notifications: a Viewer may.
    config: { ownProfileWrite: true },
    schema: {
      tags,
      summary: endpoints.readNotifications.summary,
      response: { 200: endpoints.readNotifications.reply, ...errors },
    },
    handler: async (request) => markNotificationsRead(deps, requirePrincipal(request)),
  });

  // One click from the e-mail (RFC 8058): no sign-in; the sealed token names the alert; never indexed.
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
