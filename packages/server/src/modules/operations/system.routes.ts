import { memoryUsage, uptime, version } from 'node:process';
import { availableParallelism, freemem, totalmem } from 'node:os';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplySchema } from '@psc/core/shared/simple-reply.schemas';
import type { Deps } from '../../deps.ts';
import { requireOperator } from '../../plugins/authentication.ts';
import { overrideCaptcha } from './override-captcha.ts';
import { checkEncryption } from './check-encryption.ts';

const healthReplySchema = z.object({
  success: z.boolean(),
  message: z.string(),
  database: z.enum(['ok', 'unreachable']),
  rateLimiter: z.enum(['ok', 'unreachable']),
  uptimeSeconds: z.number(),
  version: z.string(),
});

const probe = async (check: () => Promise<unknown>): Promise<'ok' | 'unreachable'> => {
  try {
    await check();
    return 'ok';
  } catch {
    return 'unreachable';
  }
};

/**
 * The spec's remaining system calls (account-and-billing.md §7; decision 0049): `/xpr/?s` and `/xpr/mem`, this
 * instance's health (503 when its database or Redis does not answer) and memory, and `/system/overridecaptcha?o`.
 */
export const systemRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get('/xpr/', {
    config: { auth: 'operator', operatorRole: 'any' },
    schema: {
      tags: ['operations'],
      summary: "This instance's health: the database and the rate limiter's store answer",
      querystring: z.object({ s: z.string().optional() }),
      response: { 200: healthReplySchema, 503: healthReplySchema, 401: errorReplySchema },
    },
    handler: async (_request, reply) => {
      const [database, rateLimiter] = await Promise.all([
        probe(() => deps.operationsRepository.ping()),
        probe(() => deps.rateLimiter.peek('health:probe')),
      ]);
      const healthy = database === 'ok' && rateLimiter === 'ok';
      return reply
        .status(healthy ? 200 : 503)
        .header('Cache-Control', 'no-store')
        .send({
          success: healthy,
          message: healthy ? 'ok' : 'a part of this instance does not answer',
          database,
          rateLimiter,
          uptimeSeconds: Math.round(uptime()),
          version: version,
        });
    },
  });

  app.get('/system/overridecaptcha', {
    config: { auth: 'operator' },
    schema: {
      tags: ['operations'],
      summary:
        'Administrators: o=true turns the captcha requirement off on every instance, o=false returns to CAPTCHA_REQUIRED; without o, reports',
      querystring: z.object({ o: z.enum(['true', 'false']).optional() }),
      response: {
        200: z.object({
          success: z.literal(true),
          message: z.string(),
          captchaRequired: z.boolean(),
          configured: z.boolean(),
          overridden: z.boolean(),
        }),
        400: errorReplySchema,
        401: errorReplySchema,
        403: errorReplySchema,
      },
    },
    handler: async (request) =>
      overrideCaptcha(
        deps,
        requireOperator(request),
        request.query.o === undefined ? undefined : request.query.o === 'true',
      ),
  });

  app.get('/system/encryption', {
    config: { auth: 'operator' },
    schema: {
      tags: ['operations'],
      summary:
        'Administrators: the stored sealed secrets by kind and format, and how many the current key opens (enc=customer-totp or operator-totp narrows it)',
      querystring: z.object({ enc: z.enum(['customer-totp', 'operator-totp']).optional() }),
      response: {
        200: z.object({
          success: z.literal(true),
          message: z.string(),
          scheme: z.string(),
          secrets: z.array(
            z.object({
              kind: z.string(),
              total: z.number(),
              byFormat: z.record(z.string(), z.number()),
              openable: z.number(),
            }),
          ),
        }),
        400: errorReplySchema,
        401: errorReplySchema,
        403: errorReplySchema,
      },
    },
    handler: async (request) => checkEncryption(deps, request.query.enc),
  });

  app.get('/xpr/mem', {
    config: { auth: 'operator', operatorRole: 'any' },
    schema: {
      tags: ['operations'],
      summary: "This instance's memory: resident, heap, the machine's free and total",
      response: {
        200: z.object({
          residentBytes: z.number(),
          heapUsedBytes: z.number(),
          heapTotalBytes: z.number(),
          freeMemoryBytes: z.number(),
          totalMemoryBytes: z.number(),
          numberOfProcessors: z.number(),
        }),
        401: errorReplySchema,
      },
    },
    handler: async (_request, reply) => {
      const memory = memoryUsage();
      return reply.header('Cache-Control', 'no-store').send({
        residentBytes: memory.rss,
        heapUsedBytes: memory.heapUsed,
        heapTotalBytes: memory.heapTotal,
        freeMemoryBytes: freemem(),
        totalMemoryBytes: totalmem(),
        numberOfProcessors: availableParallelism(),
      });
    },
  });
};
