import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

export type SinglePageAppOptions = { distDir: string };

const apiPrefixes = ['/api/', '/oauth/', '/system/', '/stripe', '/sandbox/', '/.well-known/'];
/** The authorisation server's two pages (consent and error) are screens of the web app (docs/decisions/0038). */
const webPagesUnderApiPrefixes: ReadonlySet<string> = new Set(['/oauth/confirm_access', '/oauth/error']);

/**
 * Paths a probe, a scraper or a monitoring tool may try (`/healthz`, `/readyz`, `/metrics`, `/actuator/health`…):
 * never the page, whose 200 would tell a container platform the instance is healthy when it is not (issue 46).
 * `/livez` and `/readyz` are real routes; the rest answer the API's JSON 404 (metrics are on METRICS_PORT).
 */
const probeLikePath =
  /^\/(?:_?health(?:z|check)?|readyz?|livez?|liveness|readiness|alive|ping|status|metrics|actuator)(?:[/.]|$)/i;

/** The operations console is a page of its own (issue 50): its code is reachable from no trader's page. */
const operationsPage = 'operations.html';
const isOperationsAddress = (path: string): boolean => path === '/ops' || path.startsWith('/ops/');

/** Source maps stay with the build for error reports; a browser never gets one (docs/decisions/0037). */
const isSourceMap = (path: string): boolean => path.endsWith('.map');

/**
 * Serves the built web app; unknown non-API GETs get index.html (an /ops address the console's operations.html) so
 * client-side URLs survive a reload. Files come
 * pre-compressed from the build (Brotli, else gzip, by the request's Accept-Encoding, with `Vary: Accept-Encoding`);
 * hashed assets are cached for a year, everything else revalidates.
 */
export const singlePageAppPlugin = fp(async (app: FastifyInstance, options: SinglePageAppOptions) => {
  const indexFile = join(options.distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir: options.distDir }, 'web app not built: only the API is served');
    return;
  }
  await app.register(fastifyStatic, {
    root: options.distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    allowedPath: (pathName) => !isSourceMap(pathName),
    setHeaders: (response, path) => {
      const isHashedAsset = path.includes(`${join(options.distDir, 'assets')}`);
      void response.header(
        'Cache-Control',
        isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      // A hashed file is never revalidated (its name changes with its content): its validators and the ranges
      // notice would only be some 90 bytes more on each of the twenty files a page fetches (issue 18's byte budgets).
      if (isHashedAsset)
        for (const header of ['etag', 'last-modified', 'accept-ranges']) void response.removeHeader(header);
    },
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (!webPagesUnderApiPrefixes.has(path) && apiPrefixes.some((prefix) => path.startsWith(prefix)))
      return reply.callNotFound();
    if (probeLikePath.test(path)) return reply.callNotFound();
    const file = path.replace(/^\/+/, '');
    if (isSourceMap(file)) return reply.callNotFound();
    if (
      file !== '' &&
      !file.includes('..') &&
      existsSync(join(options.distDir, file)) &&
      file.includes('.')
    ) {
      return reply.sendFile(file);
    }
    const page =
      isOperationsAddress(path) && existsSync(join(options.distDir, operationsPage))
        ? operationsPage
        : 'index.html';
    return reply.header('Cache-Control', 'no-cache').sendFile(page);
  });
});
