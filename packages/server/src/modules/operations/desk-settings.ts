import type { AppSettingUpdateRequest } from '@psc/core/settings/app-settings.schemas';
import type { Deps } from '../../deps.ts';
import type { OperatorPrincipal } from '../../shared/operator-principal.ts';
import { getAppSettings } from '../settings/get-app-settings.ts';
import { updateAppSettings } from '../settings/update-app-settings.ts';
import { recordOperatorAction } from './record-operator-action.ts';

/** PUT /api/ops/settings: the settings call of /system/appsetting, with the change in the operator audit. */
export const changeAppSettings = async (
  deps: Pick<Deps, 'settingsRepository' | 'config' | 'operationsRepository' | 'clock'>,
  operator: OperatorPrincipal,
  request: AppSettingUpdateRequest,
) => {
  const before = await getAppSettings(deps);
  const after = await updateAppSettings(deps, request);
  await recordOperatorAction(deps, operator, {
    action: 'settings.changed',
    target: 'app-settings',
    before: { howToUrl: before.howToUrl, privacyUrl: before.privacyUrl, registerUrl: before.registerUrl },
    after: { howToUrl: after.howToUrl, privacyUrl: after.privacyUrl, registerUrl: after.registerUrl },
  });
  return after;
};
