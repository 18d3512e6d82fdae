import { AppError } from '@psc/core/shared/app-error';
import type { Deps } from '../../deps.ts';
import { principalOf, type Principal } from '../../shared/principal.ts';
import { hashSecretToken } from '../../shared/secret-token.ts';
import { recordSecurityEvent, type RequestOrigin } from '../security-events/record-security-event.ts';

export type ApiKeyUse = { method: string; path: string; origin: RequestOrigin };

/**
 * A customer API key (decision 0042) as the request's principal: the administrator who made it, limited to the
 * key's scopes. Every use is counted against the key's rate limit and written to the audit trail.
 */
export const authenticateApiKey = async (
  deps: Pick<
    Deps,
    'apiKeysRepository' | 'securityEventsRepository' | 'rateLimiter' | 'clock' | 'config' | 'database'
  >,
  key: string,
  use: ApiKeyUse,
): Promise<Principal | null> => {
  const found = await deps.apiKeysRepository.findActiveByHash(hashSecretToken(key));
  if (found === null) return null;
  const limit = await deps.rateLimiter.hit(`api-key:${found.id}`, deps.config.apiKeyRequestsPerMinute, 60);
  if (!limit.allowed)
    throw new AppError('RATE_LIMITED', 'Too many requests with this API key: wait and try again', {
      retryAfterSeconds: limit.retryAfterSeconds,
    });
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    await deps.apiKeysRepository.markUsed(found.id, now, tx);
    await recordSecurityEvent(
      deps,
      {
        type: 'api_key_used',
        personId: found.personId,
        accountId: found.accountId,
        email: found.email,
        origin: use.origin,
        detail: { keyId: found.id, name: found.name, method: use.method, path: use.path },
      },
      tx,
    );
  });
  return principalOf(found, {
    familyId: `api-key:${found.id}`,
    scopes: new Set(found.scopes),
    twoFactorSetupRequired: false,
  });
};
