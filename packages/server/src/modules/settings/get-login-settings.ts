import type { LoginSettingsReply } from '@psc/core/auth/auth.schemas';
import type { Deps } from '../../deps.ts';

export const getLoginSettings = async (deps: Pick<Deps, 'settingsRepository'>): Promise<LoginSettingsReply> => {
  const settings = await deps.settingsRepository.get();
  return { requiresCaptcha: false, registerUrl: settings.registerUrl };
};
