import { memoryUsage, uptime, version } from 'node:process';
import { availableParallelism, freemem, totalmem } from 'node:os';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthReplySchema, systemEndpoints as endpoints } from '@psc/core/operations/system.endpoints';
import type { Deps } from '../../deps.ts';
import { requireOperator } from '../../plugins/authentication.ts';
import { endpointSchema } from '../../shared/endpoint-schema.ts';
import { overrideCaptcha } from './override-captcha.ts';
import { checkEncryption } from './check-encryption.ts';

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
  const tags = ['operations'];
  const health = endpointSchema(endpoints.health, tags);
  app.get(endpoints.health.path, {
    config: { auth: 'operator', operatorRole: 'any' },
    // An unhealthy instance answers 503 with the same body as 200, not an error body.
    schema: { ...health, response: { ...health.response, 503: healthReplySchema } },
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

  app.get(endpoints.overrideCaptcha.path, {
    config: { auth: 'operator', changesData: true },
    schema: endpointSchema(endpoints.overrideCaptcha, tags),
    handler: async (request) =>
      overrideCaptcha(
        deps,
        requireOperator(request),
        request.query.o === undefined ? undefined : request.query.o === 'true',
      ),
  });

  app.get(endpoints.encryption.path, {
    config: { auth: 'operator' },
    schema: endpointSchema(endpoints.encryption, tags),
    handler: async (request) => checkEncryption(deps, request.query.enc),
  });

  app.get(endpoints.memory.path, {
    config: { auth: 'operator', operatorRole: 'any' },
    schema: endpointSchema(endpoints.memory, tags),
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
