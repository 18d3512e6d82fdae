import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '@psc/core/shared/app-error';

const containsNul = (value: unknown, depth = 0): boolean => {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
};

/**
 * PostgreSQL text cannot hold U+0000, so a NUL anywhere in a request would fail deep in a query as a 500.
 * No field of PSC has a use for it: refuse it up front, for every route, as bad input.
 */
export const refuseNulPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', (request, _reply, done) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body))
      done(
        new AppError('VALIDATION', 'Invalid request: text must not contain the NUL character (U+0000)', {
          body: { error: 'invalid_request' },
        }),
      );
    else done();
  });
});
