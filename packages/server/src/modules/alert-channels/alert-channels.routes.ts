import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { alertChannelEndpoints as endpoints } from '@psc/core/alert-channels/alert-channels.endpoints';
import type { Deps } from '../../deps.ts';
import { requirePrincipal } from '../../plugins/authentication.ts';
import { endpointSchema } from '../../shared/endpoint-schema.ts';
import {
  createAlertChannel,
  listAlertChannels,
  removeAlertChannel,
  resumeAlertChannel,
  updateAlertChannel,
} from './manage-alert-channels.ts';

const tags = ['alert-channels'];

/**
 * Beyond the spec (issue 49 item 2, docs/decisions/0125): alert firings to Teams, Slack and Telegram. A user's own
 * channels change nothing of the account (a Viewer may keep them, as their alerts); account channels are an
 * administrator's, checked in the use case because the body says which.
 */
export const alertChannelsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const ownWrite = { ownProfileWrite: true };

  app.get(endpoints.list.path, {
    schema: endpointSchema(endpoints.list, tags),
    handler: async (request) => listAlertChannels(deps, requirePrincipal(request)),
  });

  app.post(endpoints.create.path, {
    config: ownWrite,
    schema: endpointSchema(endpoints.create, tags, 201),
    handler: async (request, reply) =>
      reply.code(201).send(await createAlertChannel(deps, requirePrincipal(request), request.body)),
  });

  app.put(endpoints.update.path, {
    config: ownWrite,
    schema: endpointSchema(endpoints.update, tags),
    handler: async (request) =>
      updateAlertChannel(deps, requirePrincipal(request), request.params.channelId, request.body),
  });

  app.post(endpoints.resume.path, {
    config: ownWrite,
    schema: endpointSchema(endpoints.resume, tags),
    handler: async (request) => resumeAlertChannel(deps, requirePrincipal(request), request.params.channelId),
  });

  app.delete(endpoints.remove.path, {
    config: ownWrite,
    schema: endpointSchema(endpoints.remove, tags),
    handler: async (request) => removeAlertChannel(deps, requirePrincipal(request), request.params.channelId),
  });
};
