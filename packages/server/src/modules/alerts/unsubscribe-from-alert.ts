import { alertMessages } from '@psc/core/alerts/alerts.schemas';
import { AppError } from '@psc/core/shared/app-error';
import type { Deps } from '../../deps.ts';
import { alertIdOfToken } from './unsubscribe-token.ts';

/** POST /alerts/unsubscribe/{token}: the alert's e-mails stop; the alert keeps firing into the in-app list. */
export const unsubscribeFromAlert = async (
  deps: Pick<Deps, 'alertsRepository' | 'secretBox' | 'rateLimiter' | 'config'>,
  token: string,
  ipAddress: string,
) => {
  // Limited per address like a share link: the sealed token cannot be guessed, but the endpoint is open.
  const limits = deps.config.loginLimits;
  const limit = await deps.rateLimiter.hit(
    `alert-unsubscribe:${ipAddress}`,
    limits.perIp * 10,
    limits.windowSeconds,
  );
  if (!limit.allowed)
    throw new AppError('RATE_LIMITED', 'Too many requests', { retryAfterSeconds: limit.retryAfterSeconds });
  const alertId = alertIdOfToken(deps.secretBox, token);
  const alert = alertId === null ? null : await deps.alertsRepository.findById(alertId);
  if (alert === null) throw new AppError('NOT_FOUND', alertMessages.badLink);
  if (alert.email) await deps.alertsRepository.update(alert.id, { email: false });
  return { success: true as const, message: alertMessages.unsubscribed };
};
