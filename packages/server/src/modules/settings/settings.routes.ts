import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settingsEndpoints } from '@psc/core/settings/settings.endpoints';
import type { Deps } from '../../deps.ts';
import { endpointSchema } from '../../shared/endpoint-schema.ts';
import { getAppSettings } from './get-app-settings.ts';
import { getLoginSettings } from './get-login-settings.ts';
import { updateAppSettings } from './update-app-settings.ts';

const tags = ['settings'];

export const settingsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(settingsEndpoints.loginSettings.path, {
    config: { auth: 'public' },
    schema: endpointSchema(settingsEndpoints.loginSettings, tags),
    handler: async () => getLoginSettings(deps),
  });

  app.get(settingsEndpoints.appSetting.path, {
    // The Terms screen, reachable in every state (§2 'Frame'), links to the privacy policy.
    config: { duringTwoFactorSetup: true, allowedWhenLocked: true },
    schema: endpointSchema(settingsEndpoints.appSetting, tags),
    handler: async () => getAppSettings(deps),
  });

  app.put(settingsEndpoints.updateAppSetting.path, {
    config: { auth: 'operator' },
    schema: endpointSchema(settingsEndpoints.updateAppSetting, [...tags, 'operator']),
    handler: async (request) => updateAppSettings(deps, request.body),
  });
};
