import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RequestLoad } from '../adapters/request-load.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Its requests spend their time waiting for the password hasher, so they are not counted as other load. */
    hashesPasswords?: boolean;
  }
}

export type RequestLoadOptions = { load: RequestLoad };

/**
 * Counts every request in flight except those of routes that hash passwords, from its arrival until its socket's
 * reply ends or the client goes away ('close' fires once either way).
 */
export const requestLoadPlugin = fp(async (app: FastifyInstance, options: RequestLoadOptions) => {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.hashesPasswords !== true) reply.raw.once('close', options.load.enter());
    done();
  });
});
