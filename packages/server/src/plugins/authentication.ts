import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '@psc/core/shared/app-error';
import type { Principal } from '../shared/principal.ts';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    /** 'public' opens a /api/v1 route to anonymous callers; 'bearer' protects a route outside /api/v1. */
    auth?: 'public' | 'bearer';
    errorFormat?: 'oauth';
  }
}

export type AuthenticationOptions = {
  authenticate: (accessToken: string) => Promise<Principal | null>;
};

const bearerToken = (request: FastifyRequest): string | null => {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
};

/** Secure by default: every /api/v1 route needs a valid access token unless it says it is public. */
export const authenticationPlugin = fp(async (app: FastifyInstance, options: AuthenticationOptions) => {
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    const routeUrl = request.routeOptions.url ?? '';
    const auth = request.routeOptions.config.auth;
    const required = auth === 'bearer' || (routeUrl.startsWith('/api/v1') && auth !== 'public');
    const token = bearerToken(request);
    if (token) request.principal = await options.authenticate(token);
    if (required && !request.principal) throw new AppError('UNAUTHORIZED', 'Full authentication is required to access this resource');
  });
});

export const requirePrincipal = (request: FastifyRequest): Principal => {
  if (!request.principal) throw new AppError('UNAUTHORIZED', 'Full authentication is required to access this resource');
  return request.principal;
};
