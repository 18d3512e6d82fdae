import { alertMessages } from '@psc/core/alerts/alerts.schemas';
import { AppError } from '@psc/core/shared/app-error';
import type { Deps } from '../../deps.ts';
import { limitOpenLink } from '../../shared/open-link-limit.ts';
import { alertIdOfToken } from './unsubscribe-token.ts';

/** POST /alerts/unsubscribe/{token}: the alert's e-mails stop; the alert keeps firing into the in-app list. */
export const unsubscribeFromAlert = async (
  deps: Pick<Deps, 'alertsRepository' | 'secretBox' | 'rateLimiter' | 'config'>,
  token: string,
  ipAddress: string,
) => {
  await limitOpenLink(deps, 'alert-unsubscribe', ipAddress);
  const alertId = alertIdOfToken(deps.secretBox, token);
  const alert = alertId === null ? null : await deps.alertsRepository.findById(alertId);
  if (alert === null) throw new AppError('NOT_FOUND', alertMessages.badLink);
  if (alert.email) await deps.alertsRepository.update(alert.id, { email: false });
  return { success: true as const, message: alertMessages.unsubscribed };
};
