import type { AppSettingReply } from '@psc/core/auth/auth.schemas';
import type { Deps } from '../../deps.ts';

export const getAppSettings = (deps: Pick<Deps, 'settingsRepository'>): Promise<AppSettingReply> => deps.settingsRepository.get();
