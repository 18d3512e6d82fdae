import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newsEndpoints, newsSystemEndpoints } from '@psc/core/news/news.endpoints';
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

  const operatorTags = ['news', 'operator'];
  app.post(newsSystemEndpoints.publish.path, {
    config: { auth: 'operator', operatorRole: 'analyst' },
    // Articles are HTML; a publication of many items may exceed the default 1 MiB.
    bodyLimit: 10 * 1_048_576,
    schema: endpointSchema(newsSystemEndpoints.publish, operatorTags),
    handler: async (request) => publishNews(deps, request.body.items),
  });

  app.delete(newsSystemEndpoints.withdraw.path, {
    config: { auth: 'operator', operatorRole: 'analyst' },
    schema: endpointSchema(newsSystemEndpoints.withdraw, operatorTags),
    handler: async (request) => deleteNewsItem(deps, request.params.id),
  });
};
