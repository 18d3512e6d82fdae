import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The document is generated from the same zod schemas that validate requests. */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'PSC API',
        description: 'Physical sugar delivered-price calculators: accounts, sign-in and pricing.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description:
              "A session's access token from /oauth/token; a third-party application's token (authorization code with PKCE) or a customer API key (psck_…), both limited to their scopes: calculators:read, calculators:write, prices:read (docs/decisions/0038, 0042).",
          },
          oauthClient: { type: 'http', scheme: 'basic' },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
});
