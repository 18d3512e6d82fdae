import type { AppSettingReply } from '@psc/core/auth/auth.schemas';
import type { AppSettingUpdateRequest } from '@psc/core/settings/app-settings.schemas';
import type { Deps } from '../../deps.ts';
import { getAppSettings } from './get-app-settings.ts';

const blankToNull = (value: string | null | undefined): string | null | undefined =>
  value === undefined ? undefined : value?.trim() ? value.trim() : null;

/** PUT /system/appsetting (operator): a field left out keeps its value, null or '' clears it. */
export const updateAppSettings = async (
  deps: Pick<Deps, 'settingsRepository' | 'config'>,
  request: AppSettingUpdateRequest,
): Promise<AppSettingReply> => {
  await deps.settingsRepository.update({
    howToUrl: blankToNull(request.howToUrl),
    privacyUrl: blankToNull(request.privacyUrl),
    registerUrl: blankToNull(request.registerUrl),
  });
  return getAppSettings(deps);
};
