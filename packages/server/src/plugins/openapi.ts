import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger, { type SwaggerOptions } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { webhookEventBodySchema } from '@psc/core/webhooks/webhook-events.schemas';
import { webhookEventTypes } from '@psc/core/webhooks/webhooks.schemas';
import { z } from 'zod';

/**
 * What PSC posts to a customer's endpoint for each event (decisions 0126 and 0135), as OpenAPI's `webhooks`: the
 * body from the same zod schemas the server builds it with, and the Standard Webhooks headers.
 */
type OpenApiDocument = NonNullable<Extract<SwaggerOptions, { openapi?: unknown }>['openapi']>;
type OpenApiWebhooks = NonNullable<Extract<OpenApiDocument, { webhooks?: unknown }>['webhooks']>;

const webhooksDocument = (): OpenApiWebhooks =>
  // zod writes OpenAPI 3.0's dialect of JSON Schema; the document's types know it only as their SchemaObject.
  Object.fromEntries(
    webhookEventTypes.map((type) => [
      type,
      {
        post: {
          summary: `The ${type} event`,
          description:
            'Signed by the Standard Webhooks scheme: verify `webhook-signature` over `webhook-id`, ' +
            '`webhook-timestamp` and the raw body with the secret shown at registration (any Standard Webhooks ' +
            'library). Answer 2xx; anything else is retried.',
          parameters: ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => ({
            name,
            in: 'header' as const,
            required: true,
            schema: { type: 'string' },
          })),
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: z.toJSONSchema(webhookEventBodySchema(type), { target: 'openapi-3.0', io: 'input' }),
              },
            },
          },
          responses: { '200': { description: 'Received (any 2xx)' } },
        },
      },
    ]),
  ) as unknown as OpenApiWebhooks;

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
      webhooks: webhooksDocument(),
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
});
