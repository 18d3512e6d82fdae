import { z } from 'zod';
import { defineEndpoints } from '../shared/endpoint.ts';
import { auditQuerySchema, auditReplySchema } from './audit.schemas.ts';

/** The account's audit trail (administrators), described once for the server and the web (issue 13). */
export const auditEndpoints = defineEndpoints({
  list: {
    method: 'GET',
    path: '/api/v1/accounts/audit',
    summary: "The account's security and user events, newest first (administrators)",
    description:
      'Filters: types (comma-separated), email (part of the actor e-mail), from/to (epoch ms), before (id, for the next page), limit.',
    query: auditQuerySchema,
    reply: auditReplySchema,
  },
  csv: {
    method: 'GET',
    path: '/api/v1/accounts/audit.csv',
    summary: 'The same events as CSV, every page (administrators)',
    query: auditQuerySchema,
    reply: z.string(),
  },
});
