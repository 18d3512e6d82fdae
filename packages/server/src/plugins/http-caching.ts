import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'revalidate': the reply carries a strong ETag of its body; a matching If-None-Match gets 304 without a body. */
    cache?: 'revalidate';
  }
}

/** Weak comparison (RFC 9110 §13.1.2): 'W/' prefixes are ignored, '*' matches anything. */
export const ifNoneMatchHits = (header: string | undefined, etag: string): boolean => {
  if (header === undefined) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === bare;
  });
};

/** RFC 9110 §12.5.3: a content coding is acceptable when listed (or '*' is) without q=0. */
export const acceptsEncoding = (header: string | undefined, coding: 'gzip' | 'br'): boolean => {
  if (header === undefined) return false;
  let star = false;
  for (const item of header.toLowerCase().split(',')) {
    const [name = '', ...parameters] = item.split(';').map((part) => part.trim());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const acceptable = q === undefined || Number(q.slice(2)) > 0;
    if (name === coding || (coding === 'gzip' && name === 'x-gzip')) return acceptable;
    if (name === '*') star = acceptable;
  }
  return star;
};

/**
 * The ETag is a hash of the serialized body, so it changes exactly when the answer does: a new publication, a new
 * day (periods conclude) or new reference data. `private, no-cache`: kept by the browser only, revalidated each time.
 */
export const httpCachingPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      request.routeOptions.config.cache !== 'revalidate' ||
      reply.statusCode !== 200 ||
      typeof payload !== 'string'
    )
      return payload;
    const etag = `"${createHash('sha256').update(payload).digest('base64url').slice(0, 27)}"`;
    void reply.header('ETag', etag).header('Cache-Control', 'private, no-cache');
    if (ifNoneMatchHits(request.headers['if-none-match'], etag)) {
      void reply.code(304);
      return '';
    }
    return payload;
  });
});
