import { AppError } from '@psc/core/shared/app-error';
import { tokenErrorDescriptions } from '@psc/core/auth/auth.schemas';

/** RFC 6749 §5.2 error replies; the error handler sends `{ error, error_description }` for /oauth routes. */
export const invalidGrant = (
  description: string = tokenErrorDescriptions.badCredentials,
  extra: Record<string, unknown> = {},
) => new AppError('BAD_REQUEST', description, { body: { ...extra, error: 'invalid_grant' } });

export const invalidClient = () =>
  new AppError('UNAUTHORIZED', 'Client authentication failed', { body: { error: 'invalid_client' } });

export const invalidRequest = (description: string) =>
  new AppError('BAD_REQUEST', description, { body: { error: 'invalid_request' } });

export const tooManyAttempts = (retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', tokenErrorDescriptions.tooManyAttempts, {
    retryAfterSeconds,
    body: { error: 'too_many_requests' },
  });

/** RFC 6749 §5.2: the client is known but may not use this grant. */
export const unauthorizedClient = (description: string) =>
  new AppError('BAD_REQUEST', description, { body: { error: 'unauthorized_client' } });
