import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { everyAccount, type CacheInvalidation } from '../shared/cache-invalidation.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Authenticated and validated: its handler ran, so it may have written (a refused caller never got there). */
    reachedHandler: boolean;
  }
  interface FastifyContextConfig {
    /**
     * A GET that changes stored data, because the spec made it one (sign-out, the code that switches two-step
     * verification on) or an operator's task is one: its caller's read caches are invalidated like any write's.
     */
    changesData?: boolean;
  }
}

export type CacheInvalidationOptions = { invalidation: CacheInvalidation };

const readingMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What the route says it does, never what its SQL looks like (docs/decisions/0068). */
const changesData = (request: FastifyRequest): boolean =>
  request.reachedHandler &&
  (!readingMethods.has(request.method) || request.routeOptions.config.changesData === true);

/**
 * Database change notifications reach this process a moment after a commit; a client that signs out and at once
 * retries with the old token must not beat them. So a request to a route that changes data invalidates its
 * caller's account, or everything when it has no caller, before its reply leaves, whatever its handler's outcome:
 * a refused refresh still revokes a family. A request refused before its handler (no or a bad token, an invalid
 * body) wrote nothing a cache holds and invalidates nothing. Over-invalidating (a refused write that wrote nothing)
 * costs a cache refill. Writes a reading route makes in passing, which no cached read shows (an API key's last use,
 * a shared quote's view count), are left to the notifications.
 */
export const cacheInvalidationPlugin = fp(async (app: FastifyInstance, options: CacheInvalidationOptions) => {
  app.decorateRequest('reachedHandler', false);
  // Callback hooks: nothing here waits, and every request passes through them (a promise each costs a tick).
  app.addHook('preHandler', (request, _reply, done) => {
    request.reachedHandler = true;
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (changesData(request)) options.invalidation.invalidate(request.principal?.accountId ?? everyAccount);
    done(null, payload);
  });
});
