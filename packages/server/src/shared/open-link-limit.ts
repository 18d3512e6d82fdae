import { AppError } from '@psc/core/shared/app-error';
import { serviceMessages } from '@psc/core/shared/service-messages';
import type { Deps } from '../deps.ts';

/**
 * Calls opened by a link alone (a share link, an unsubscribe link, an invitation): the token cannot be guessed, but
 * the endpoint is open, so each address gets `perIpFactor` times the sign-in attempts per window.
 */
export const limitOpenLink = async (
  deps: Pick<Deps, 'rateLimiter' | 'config'>,
  link: string,
  ipAddress: string,
  perIpFactor = 10,
): Promise<void> => {
  const limits = deps.config.loginLimits;
  const limit = await deps.rateLimiter.hit(
    `${link}:${ipAddress}`,
    limits.perIp * perIpFactor,
    limits.windowSeconds,
  );
  if (!limit.allowed)
    throw new AppError('RATE_LIMITED', serviceMessages.tooManyRequests, {
      retryAfterSeconds: limit.retryAfterSeconds,
    });
};
