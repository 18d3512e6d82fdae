import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { everyAccount, type CacheInvalidation } from '../shared/cache-invalidation.ts';

declare module 'fastify' {
  interface FastifyRequest {
    writeStatementsBefore: number;
  }
}

export type CacheInvalidationOptions = { invalidation: CacheInvalidation; writeStatements: () => number };

/**
 * Database change notifications reach this process a moment after a commit; a client that signs out and at once
 * retries with the old token must not beat them. So a request during which anything was written (by it, or by
 * whatever ran meanwhile: over-invalidating is harmless) invalidates its caller's account, or everything when it
 * has no caller, before its reply leaves. Counting statements rather than trusting methods catches the GETs that
 * write (the spec's sign-out is a GET) and failed writes that still committed (a refused refresh revokes a family).
 */
export const cacheInvalidationPlugin = fp(async (app: FastifyInstance, options: CacheInvalidationOptions) => {
  app.decorateRequest('writeStatementsBefore', 0);
  app.addHook('onRequest', async (request) => {
    request.writeStatementsBefore = options.writeStatements();
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    if (options.writeStatements() !== request.writeStatementsBefore) {
      options.invalidation.invalidate(request.principal?.accountId ?? everyAccount);
    }
    return payload;
  });
});
