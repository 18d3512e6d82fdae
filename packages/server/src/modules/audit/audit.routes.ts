import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditEndpoints as endpoints } from '@psc/core/audit/audit.endpoints';
import type { Deps } from '../../deps.ts';
import { requirePrincipal } from '../../plugins/authentication.ts';
import { endpointSchema } from '../../shared/endpoint-schema.ts';
import { exportAuditEvents } from './export-audit-events.ts';
import { userLanguage } from '../personalisation/recipient-language.ts';
import { listAuditEvents } from './list-audit-events.ts';

const tags = ['audit'];
const administrators = { access: 'administrator', allowedWhenLocked: true } as const;

export const auditRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(endpoints.list.path, {
    config: administrators,
    schema: endpointSchema(endpoints.list, tags),
    handler: async (request) => listAuditEvents(deps, requirePrincipal(request), request.query),
  });

  app.get(endpoints.csv.path, {
    config: administrators,
    schema: endpointSchema(endpoints.csv, tags),
    handler: async (request, reply) => {
      const principal = requirePrincipal(request);
      const csv = await exportAuditEvents(
        deps,
        principal,
        request.query,
        await userLanguage(deps, principal),
      );
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="psc-audit-trail.csv"')
        .header('Cache-Control', 'no-store')
        .send(csv);
    },
  });
};
