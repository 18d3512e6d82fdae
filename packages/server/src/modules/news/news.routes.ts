import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  newsItemParamsSchema,
  newsItemReplySchema,
  newsListReplySchema,
  newsPublishReplySchema,
  newsPublishRequestSchema,
} from '@psc/core/news/news.schemas';
import { errorReplySchema, simpleReplySchema } from '@psc/core/shared/simple-reply.schemas';
import type { Deps } from '../../deps.ts';
import { requirePrincipal } from '../../plugins/authentication.ts';
import { deleteNewsItem } from './delete-news-item.ts';
import { getNewsItem } from './get-news-item.ts';
import { listNews } from './list-news.ts';
import { publishNews } from './publish-news.ts';

const gatingNote =
  'Accounts other than paid (2) and super (10) receive description, article and link as null and restricted true.';

export const newsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get('/api/v1/news', {
    schema: {
      tags: ['news'],
      summary: 'At most 21 news items: Price or Trade first, then the rest, newest lastUpdated first',
      description: gatingNote,
      response: { 200: newsListReplySchema, 401: errorReplySchema },
    },
    handler: async (request) => listNews(deps, requirePrincipal(request)),
  });

  app.get('/api/v1/news/:id', {
    schema: {
      tags: ['news'],
      summary: 'One news item',
      description: gatingNote,
      params: newsItemParamsSchema,
      response: {
        200: newsItemReplySchema,
        400: errorReplySchema,
        401: errorReplySchema,
        404: errorReplySchema,
      },
    },
    handler: async (request) => getNewsItem(deps, requirePrincipal(request), request.params.id),
  });

  app.post('/system/news', {
    config: { auth: 'operator' },
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
    config: { auth: 'operator' },
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
