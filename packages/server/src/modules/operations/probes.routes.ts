import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { probesEndpoints as endpoints, readinessReplySchema } from '@psc/core/operations/probes.endpoints';
import type { Deps } from '../../deps.ts';
import { pendingMigrations } from '../../db/migrate.ts';

/** A probe's part that has not answered by then is reported unreachable: a platform's probe times out at 1-2 s. */
const partTimeoutMs = 1_000;

const withinTimeout = <T>(work: () => Promise<T>): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no answer in time')), partTimeoutMs);
    work().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });

const answers = (check: () => Promise<unknown>) =>
  withinTimeout(check).then(
    () => 'ok' as const,
    () => 'unreachable' as const,
  );

export type ProbesOptions = { deps: Deps; isDraining: () => boolean };

/** `/livez` and `/readyz` (decision 0085); public and outside the rate limits, like a load balancer's checks. */
export const probesRoutes: FastifyPluginAsyncZod<ProbesOptions> = async (app, { deps, isDraining }) => {
  app.get(endpoints.liveness.path, {
    config: { auth: 'public' },
    schema: {
      tags: ['probes'],
      summary: endpoints.liveness.summary,
      response: { 200: endpoints.liveness.reply },
    },
    handler: async (_request, reply) =>
      reply.header('Cache-Control', 'no-store').send({ alive: true as const }),
  });

  app.get(endpoints.readiness.path, {
    config: { auth: 'public' },
    schema: {
      tags: ['probes'],
      summary: endpoints.readiness.summary,
      response: { 200: readinessReplySchema, 503: readinessReplySchema },
    },
    handler: async (_request, reply) => {
      const [database, redis, behind] = await Promise.all([
        answers(() => deps.operationsRepository.ping()),
        deps.config.redisUrl ? answers(() => deps.rateLimiter.check()) : ('not configured' as const),
        withinTimeout(() => pendingMigrations(deps.database)).catch(() => undefined),
      ]);
      const migrations = behind === undefined ? 'unknown' : behind === 0 ? 'current' : 'behind';
      const draining = isDraining();
      const failing = [
        ...(database === 'ok' ? [] : (['database'] as const)),
        ...(redis === 'unreachable' ? (['redis'] as const) : []),
        ...(migrations === 'current' ? [] : (['migrations'] as const)),
        ...(draining ? (['shutdown'] as const) : []),
      ];
      const ready = failing.length === 0;
      return reply
        .status(ready ? 200 : 503)
        .header('Cache-Control', 'no-store')
        .send({ ready, failing, database, redis, migrations, draining });
    },
  });
};
