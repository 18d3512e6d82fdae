import type { z } from 'zod';
import type { Endpoint } from '@psc/core/shared/endpoint';
import { errorReplySchema } from '@psc/core/shared/simple-reply.schemas';

/** The refusals every signed-in call may answer, documented once. */
export const refusalReplies = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
  429: errorReplySchema,
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
) =>
  ({
    tags,
    summary: endpoint.summary,
    params: endpoint.params as E['params'],
    querystring: endpoint.query as E['query'],
    body: endpoint.body as E['body'],
    response: (endpoint.reply === undefined
      ? refusalReplies
      : { [status ?? 200]: endpoint.reply, ...refusalReplies }) as Reply<E, Status>,
  }) as const;
