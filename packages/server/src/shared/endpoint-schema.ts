import type { z } from 'zod';
import type { Endpoint } from '@psc/core/shared/endpoint';
import { errorReplySchema } from '@psc/core/shared/simple-reply.schemas';

/**
 * The refusals a signed-in call may answer (409: a conflict with what is stored; 503: the database, Redis or the
 * payment provider out of reach), documented once.
 */
export const refusalReplies = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
  409: errorReplySchema,
  429: errorReplySchema,
  503: errorReplySchema,
} as const;

type Reply<E extends Endpoint, Status extends number> = E['reply'] extends z.ZodType
  ? { [Code in Status]: E['reply'] } & typeof refusalReplies
  : typeof refusalReplies;

/**
 * A route's schema from its contract (core/<feature>/<feature>.endpoints.ts): what the route takes and answers is
 * written once, and the zod type provider types the handler's request from it.
 */
export const endpointSchema = <E extends Endpoint, Status extends number = 200>(
  endpoint: E,
  tags: string[],
  status?: Status,
) => {
  // Only the parts the endpoint has: Fastify warns of a part given as undefined.
  const refusals =
    endpoint.refusalReply === undefined
      ? refusalReplies
      : Object.fromEntries(Object.keys(refusalReplies).map((code) => [code, endpoint.refusalReply]));
  const schema: Record<string, unknown> = {
    tags,
    summary: endpoint.summary,
    response: endpoint.reply === undefined ? refusals : { [status ?? 200]: endpoint.reply, ...refusals },
  };
  if (endpoint.description !== undefined) schema.description = endpoint.description;
  if (endpoint.produces !== undefined) schema.produces = endpoint.produces;
  if (endpoint.consumes !== undefined) schema.consumes = endpoint.consumes;
  if (endpoint.security !== undefined) schema.security = endpoint.security;
  if (endpoint.params !== undefined) schema.params = endpoint.params;
  if (endpoint.query !== undefined) schema.querystring = endpoint.query;
  if (endpoint.body !== undefined) schema.body = endpoint.body;
  return schema as {
    tags: string[];
    summary: string;
    params: E['params'];
    querystring: E['query'];
    body: E['body'];
    response: Reply<E, Status>;
  };
};
