import type { Deps } from '../../deps.ts';
import type { OperatorPrincipal } from '../../shared/operator-principal.ts';
import { recordOperatorAction } from './record-operator-action.ts';
import { readStoredSettings, updateStoredSettings } from '../settings/stored-settings.ts';

export type CaptchaOverrideReply = {
  success: true;
  message: string;
  /** What sign-in, registration and password reset ask now, on every instance. */
  captchaRequired: boolean;
  /** CAPTCHA_REQUIRED, as configured. */
  configured: boolean;
  overridden: boolean;
};

/**
 * GET /system/overridecaptcha?o (account-and-billing.md §7; decision 0049): `o=true` turns the captcha requirement
 * off on every instance (e.g. while the widget's provider is down), `o=false` returns to CAPTCHA_REQUIRED; without
 * `o` it only reports. Sign-ins escalated by failures (decision 0026) still ask for it. Audited when it changes.
 */
export const overrideCaptcha = async (
  deps: Pick<Deps, 'settingsRepository' | 'config' | 'operationsRepository' | 'clock'>,
  operator: OperatorPrincipal,
  override: boolean | undefined,
): Promise<CaptchaOverrideReply> => {
  const before = (await readStoredSettings(deps)).captchaRequired;
  const stored = override === undefined ? before : override ? false : null;
  if (stored !== before) {
    await updateStoredSettings(deps, { captchaRequired: stored });
    await recordOperatorAction(deps, operator, {
      action: 'captcha.override',
      target: 'captcha',
      before: { captchaRequired: before },
      after: { captchaRequired: stored },
    });
  }
  const configured = deps.config.captcha.required;
  const captchaRequired = configured && stored !== false;
  return {
    success: true,
    message: captchaRequired ? 'The captcha is required' : 'The captcha is not required',
    captchaRequired,
    configured,
    overridden: stored === false,
  };
};
