import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** An API reply is data, never a page: it may load nothing and be framed by no one. */
const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/**
 * Headers every reply carries. JSON replies are personal (tokens, users, billing, calculators), so unless a route
 * chose its own caching (an ETag revalidation, a download) they are never stored by a browser or a proxy.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    void reply.header('X-Content-Type-Options', 'nosniff');
    void reply.header('Referrer-Policy', 'no-referrer');
    void reply.header('X-Frame-Options', 'DENY');
    const contentType = String(reply.getHeader('content-type') ?? '');
    if (contentType.startsWith('application/json')) {
      if (!reply.hasHeader('Cache-Control')) void reply.header('Cache-Control', 'no-store');
      if (!reply.hasHeader('Content-Security-Policy'))
        void reply.header('Content-Security-Policy', apiContentSecurityPolicy);
    }
    return payload;
  });
});
