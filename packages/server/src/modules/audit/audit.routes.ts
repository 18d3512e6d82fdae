import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditQuerySchema, auditReplySchema } from '@psc/core/audit/audit.schemas';
import { errorReplySchema } from '@psc/core/shared/simple-reply.schemas';
import type { Deps } from '../../deps.ts';
import { requirePrincipal } from '../../plugins/authentication.ts';
import { exportAuditEvents } from './export-audit-events.ts';
import { listAuditEvents } from './list-audit-events.ts';

const refusals = { 400: errorReplySchema, 401: errorReplySchema, 403: errorReplySchema };

export const auditRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get('/api/v1/accounts/audit', {
    config: { access: 'administrator', allowedWhenLocked: true },
    schema: {
      tags: ['audit'],
      summary: "The account's security and user events, newest first (administrators)",
      description:
        'Filters: types (comma-separated), email (part of the actor e-mail), from/to (epoch ms), before (id, for the next page), limit.',
      querystring: auditQuerySchema,
      response: { 200: auditReplySchema, ...refusals },
    },
    handler: async (request) => listAuditEvents(deps, requirePrincipal(request), request.query),
  });

  app.get('/api/v1/accounts/audit.csv', {
    config: { access: 'administrator', allowedWhenLocked: true },
    schema: {
      tags: ['audit'],
      summary: 'The same events as CSV, every page (administrators)',
      querystring: auditQuerySchema,
      response: { 200: z.string(), ...refusals },
    },
    handler: async (request, reply) => {
      const csv = await exportAuditEvents(deps, requirePrincipal(request), request.query);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="psc-audit-trail.csv"')
        .header('Cache-Control', 'no-store')
        .send(csv);
    },
  });
};
