import type { Deps } from '../../deps.ts';
import { readStoredSettings } from '../settings/stored-settings.ts';

/**
 * Whether the captcha is required now: CAPTCHA_REQUIRED, unless an operator has turned it off on every instance
 * (GET /system/overridecaptcha?o=true; decision 0049). Read from the database, so every instance agrees.
 */
export const isCaptchaRequired = async (
  deps: Pick<Deps, 'config' | 'settingsRepository'>,
): Promise<boolean> => {
  if (!deps.config.captcha.required) return false;
  return (await readStoredSettings(deps)).captchaRequired !== false;
};
