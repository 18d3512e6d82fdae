import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appSettingReplySchema, loginSettingsReplySchema } from '@psc/core/auth/auth.schemas';
import { appSettingUpdateRequestSchema } from '@psc/core/settings/app-settings.schemas';
import { errorReplySchema } from '@psc/core/shared/simple-reply.schemas';
import type { Deps } from '../../deps.ts';
import { getAppSettings } from './get-app-settings.ts';
import { getLoginSettings } from './get-login-settings.ts';
import { updateAppSettings } from './update-app-settings.ts';

export const settingsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get('/aqa/settings', {
    config: { auth: 'public' },
    schema: {
      tags: ['settings'],
      summary: 'What the login screen needs before sign-in',
      response: { 200: loginSettingsReplySchema },
    },
    handler: async () => getLoginSettings(deps),
  });

  app.get('/api/v1/appsetting', {
    // The Terms screen, reachable in every state (§2 'Frame'), links to the privacy policy.
    config: { duringTwoFactorSetup: true, allowedWhenLocked: true },
    schema: {
      tags: ['settings'],
      summary: 'Operator-editable links: how-to video, privacy policy, registration',
      response: { 200: appSettingReplySchema },
    },
    handler: async () => getAppSettings(deps),
  });

  app.put('/system/appsetting', {
    config: { auth: 'operator' },
    schema: {
      tags: ['settings', 'operator'],
      summary: 'Edit the app settings (operator key): a field left out is kept, null or empty clears it',
      body: appSettingUpdateRequestSchema,
      response: { 200: appSettingReplySchema, 400: errorReplySchema, 401: errorReplySchema },
    },
    handler: async (request) => updateAppSettings(deps, request.body),
  });
};
