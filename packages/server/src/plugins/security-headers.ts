import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** An API reply is data, never a page: it may load nothing and be framed by no one. */
const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The web app's page: its own scripts and styles (MUI's emotion injects style elements, hence 'unsafe-inline' for
 * styles only), Stripe.js and its frames when a real Stripe account is configured, the how-to video from
 * youtube-nocookie.com, the captcha's proof-of-work worker (a blob: URL), and images from news items and data:
 * QR codes. No third-party script beyond Stripe's, no inline script but the page's own (named by its hash: the one
 * that paints the last screen before the code, decision 0067), no plugins, and no framing by another site.
 */
export const webContentSecurityPolicy = (inlineScriptHashes: readonly string[]): string =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScriptHashes, 'https://js.stripe.com'].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "media-src 'self'",
    "connect-src 'self' https://api.stripe.com",
    'frame-src https://js.stripe.com https://hooks.stripe.com https://www.youtube-nocookie.com',
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

/**
 * The CSP source of each inline script in the built page (`'sha256-…'`), read from the page the server serves, so
 * the policy allows exactly the scripts built into it; none when the app is not built.
 */
export const inlineScriptHashes = (indexFile: string): string[] => {
  if (!existsSync(indexFile)) return [];
  const page = readFileSync(indexFile, 'utf8');
  return Array.from(
    page.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g),
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
};

/** A year, the usual minimum for browsers' preload lists; sub-domains too, as PSC's cookies and pages assume. */
const hstsPolicy = 'max-age=31536000; includeSubDomains';

export type SecurityHeadersOptions = { inlineScriptHashes: readonly string[] };

/**
 * Headers every reply carries. JSON replies are personal (tokens, users, billing, calculators), so unless a route
 * chose its own caching (an ETag revalidation, a download) they are never stored by a browser or a proxy.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: SecurityHeadersOptions) => {
  const webPolicy = webContentSecurityPolicy(options.inlineScriptHashes);
  app.addHook('onSend', (request, reply, payload, done) => {
    void reply.header('X-Content-Type-Options', 'nosniff');
    // Only over HTTPS (RFC 6797 §7.2): TLS ends at the proxy, so this is the trusted proxy's X-Forwarded-Proto.
    if (request.protocol === 'https') void reply.header('Strict-Transport-Security', hstsPolicy);
    void reply.header('Referrer-Policy', 'no-referrer');
    void reply.header('X-Frame-Options', 'DENY');
    const contentType = String(reply.getHeader('content-type') ?? '');
    if (contentType.startsWith('application/json')) {
      if (!reply.hasHeader('Cache-Control')) void reply.header('Cache-Control', 'no-store');
      if (!reply.hasHeader('Content-Security-Policy'))
        void reply.header('Content-Security-Policy', apiContentSecurityPolicy);
    } else if (contentType.startsWith('text/html') && !reply.hasHeader('Content-Security-Policy')) {
      void reply.header('Content-Security-Policy', webPolicy);
    }
    done(null, payload);
  });
});
