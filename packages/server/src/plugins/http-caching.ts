import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ifNoneMatchHits, strongEtag } from '../shared/http-negotiation.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'revalidate': the reply carries a strong ETag of its body; a matching If-None-Match gets 304 without a body. */
    cache?: 'revalidate';
  }
}

/**
 * The ETag is a hash of the serialized body, so it changes exactly when the answer does: a new publication, a new
 * day (periods conclude) or new reference data. `private, no-cache`: kept by the browser only, revalidated each time.
 */
export const httpCachingPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      request.routeOptions.config.cache !== 'revalidate' ||
      reply.statusCode !== 200 ||
      typeof payload !== 'string'
    ) {
      done(null, payload);
      return;
    }
    const etag = strongEtag(payload);
    void reply.header('ETag', etag).header('Cache-Control', 'private, no-cache');
    if (ifNoneMatchHits(request.headers['if-none-match'], etag)) {
      void reply.code(304);
      done(null, '');
      return;
    }
    done(null, payload);
  });
});
