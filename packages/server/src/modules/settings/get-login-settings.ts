import type { LoginSettingsReply } from '@psc/core/auth/auth.schemas';
import type { Deps } from '../../deps.ts';

export const getLoginSettings = async (
  deps: Pick<Deps, 'settingsRepository' | 'config'>,
): Promise<LoginSettingsReply> => {
  const settings = await deps.settingsRepository.get();
  const requiresCaptcha = deps.config.captcha.required && settings.captchaRequired !== false;
  return { requiresCaptcha, registerUrl: settings.registerUrl };
};
