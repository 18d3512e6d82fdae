import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newsEndpoints } from '@psc/core/news/news.endpoints';
import {
  newsItemParamsSchema,
  newsPublishReplySchema,
  newsPublishRequestSchema,
} from '@psc/core/news/news.schemas';
import { errorReplySchema, simpleReplySchema } from '@psc/core/shared/simple-reply.schemas';
import type { Deps } from '../../deps.ts';
import { requirePrincipal } from '../../plugins/authentication.ts';
import { endpointSchema } from '../../shared/endpoint-schema.ts';
import { deleteNewsItem } from './delete-news-item.ts';
import { getNewsItem } from './get-news-item.ts';
import { listNews } from './list-news.ts';
import { publishNews } from './publish-news.ts';

const tags = ['news'];

export const newsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(newsEndpoints.list.path, {
    schema: endpointSchema(newsEndpoints.list, tags),
    handler: async (request) => listNews(deps, requirePrincipal(request)),
  });

  app.get(newsEndpoints.item.path, {
    schema: endpointSchema(newsEndpoints.item, tags),
    handler: async (request) => getNewsItem(deps, requirePrincipal(request), request.params.id),
  });

  app.post('/system/news', {
    config: { auth: 'operator', operatorRole: 'analyst' },
    // Articles are HTML; a publication of many items may exceed the default 1 MiB.
    bodyLimit: 10 * 1_048_576,
    schema: {
      tags: ['news', 'operator'],
      summary:
        'Publish news items (operator key): all or nothing; article HTML is sanitised; an existing id is replaced',
      body: newsPublishRequestSchema,
      response: { 200: newsPublishReplySchema, 400: errorReplySchema, 401: errorReplySchema },
    },
    handler: async (request) => publishNews(deps, request.body.items),
  });

  app.delete('/system/news/:id', {
    config: { auth: 'operator', operatorRole: 'analyst' },
    schema: {
      tags: ['news', 'operator'],
      summary: 'Withdraw a news item (operator key)',
      params: newsItemParamsSchema,
      response: {
        200: simpleReplySchema,
        400: errorReplySchema,
        401: errorReplySchema,
        404: errorReplySchema,
      },
    },
    handler: async (request) => deleteNewsItem(deps, request.params.id),
  });
};
