import { appSettingReplySchema, loginSettingsReplySchema } from '../auth/auth.schemas.ts';
import { defineEndpoints } from '../shared/endpoint.ts';
import { appSettingUpdateRequestSchema } from './app-settings.schemas.ts';

/**
 * The settings calls, described once for the server and the web (issue 13). The login page reads `loginSettings`
 * through a hand check of its own (web/src/lib/login-settings.ts): this module brings zod, over its size budget.
 */
export const settingsEndpoints = defineEndpoints({
  loginSettings: {
    method: 'GET',
    path: '/aqa/settings',
    summary: 'What the login screen needs before sign-in',
    reply: loginSettingsReplySchema,
  },
  appSetting: {
    method: 'GET',
    path: '/api/v1/appsetting',
    summary: 'Operator-editable links: how-to video, privacy policy, registration',
    reply: appSettingReplySchema,
  },
  updateAppSetting: {
    method: 'PUT',
    path: '/system/appsetting',
    summary: 'Edit the app settings (operator key): a field left out is kept, null or empty clears it',
    body: appSettingUpdateRequestSchema,
    reply: appSettingReplySchema,
  },
});
