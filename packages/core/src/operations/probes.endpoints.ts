import { z } from 'zod';
import { defineEndpoints } from '../shared/endpoint.ts';

/** What the readiness probe found of each part this instance needs; the same body answers 200 and 503. */
export const readinessReplySchema = z.object({
  ready: z.boolean(),
  /** The parts that keep the instance from serving, e.g. `["database"]`; empty when ready. */
  failing: z.array(z.enum(['database', 'redis', 'migrations', 'shutdown'])),
  database: z.enum(['ok', 'unreachable']),
  redis: z.enum(['ok', 'unreachable', 'not configured']),
  migrations: z.enum(['current', 'behind', 'unknown']),
  /** This instance received SIGTERM and is finishing its requests. */
  draining: z.boolean(),
});

/**
 * Probes for a container platform or load balancer (issue 46 item 3, decision 0085): unauthenticated JSON, never
 * cached, never the web page. Liveness does no I/O: a database outage must not get healthy processes restarted.
 */
export const probesEndpoints = defineEndpoints({
  liveness: {
    method: 'GET',
    path: '/livez',
    summary: 'Liveness: the process answers (no database or Redis call); 200 while it runs',
    reply: z.object({ alive: z.literal(true) }),
  },
  readiness: {
    method: 'GET',
    path: '/readyz',
    summary:
      'Readiness: the database and Redis (when configured) answer and the schema has every migration of this release; 503 with the failing parts otherwise, and while shutting down',
    reply: readinessReplySchema,
  },
});
