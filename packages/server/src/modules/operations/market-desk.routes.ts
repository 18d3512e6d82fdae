import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  operationsEndpointRoles as roles,
  operationsEndpoints as ops,
} from '@psc/core/operations/operations.endpoints';
import type { Deps } from '../../deps.ts';
import { requireOperator } from '../../plugins/authentication.ts';
import { endpointSchema } from '../../shared/endpoint-schema.ts';
import { operatorWith as as, operationsTags as tags } from './operator-route-config.ts';
import { getMarketDashboard } from './get-market-dashboard.ts';
import { previewFreightFile, publishFreightFile } from './freight-file.ts';
import { listDeskNews, previewDeskNews, saveDeskNews, setNewsVisibility } from './news-desk.ts';
import { listPriceHistory } from './price-history.ts';
import { previewFxFile } from './preview-fx-file.ts';
import { previewPriceFile } from './preview-price-file.ts';
import { publishFxFile } from './publish-fx-file.ts';
import { publishPriceFile } from './publish-price-file.ts';

/** The console's market desk (publications: prices, freight, FX, their history) and news desk. */
export const marketAndNewsDeskRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(ops.dashboard.path, {
    config: as(roles.dashboard),
    schema: endpointSchema(ops.dashboard, tags),
    handler: async () => getMarketDashboard(deps),
  });

  app.get(ops.priceHistory.path, {
    config: as(roles.priceHistory),
    schema: endpointSchema(ops.priceHistory, tags),
    handler: async (request) => listPriceHistory(deps, request.query),
  });

  // A whole settlement file in a JSON string: up to the schema's million characters.
  const fileBodyLimit = 2 * 1_048_576;
  app.post(ops.previewPrices.path, {
    config: as(roles.previewPrices),
    bodyLimit: fileBodyLimit,
    schema: endpointSchema(ops.previewPrices, tags),
    handler: async (request) => previewPriceFile(deps, request.body),
  });

  app.post(ops.publishPrices.path, {
    config: as(roles.publishPrices),
    bodyLimit: fileBodyLimit,
    schema: endpointSchema(ops.publishPrices, tags),
    handler: async (request) => publishPriceFile(deps, requireOperator(request), request.body),
  });

  app.post(ops.previewFreight.path, {
    config: as(roles.previewFreight),
    bodyLimit: fileBodyLimit,
    schema: endpointSchema(ops.previewFreight, tags),
    handler: async (request) => previewFreightFile(deps, request.body),
  });

  app.post(ops.publishFreight.path, {
    config: as(roles.publishFreight),
    bodyLimit: fileBodyLimit,
    schema: endpointSchema(ops.publishFreight, tags),
    handler: async (request) => publishFreightFile(deps, requireOperator(request), request.body),
  });

  app.post(ops.previewFx.path, {
    config: as(roles.previewFx),
    bodyLimit: fileBodyLimit,
    schema: endpointSchema(ops.previewFx, tags),
    handler: async (request) => previewFxFile(deps, request.body),
  });

  app.post(ops.publishFx.path, {
    config: as(roles.publishFx),
    bodyLimit: fileBodyLimit,
    schema: endpointSchema(ops.publishFx, tags),
    handler: async (request) => publishFxFile(deps, requireOperator(request), request.body),
  });

  app.get(ops.listNews.path, {
    config: as(roles.listNews),
    schema: endpointSchema(ops.listNews, tags),
    handler: async () => listDeskNews(deps),
  });

  app.post(ops.saveNews.path, {
    config: as(roles.saveNews),
    // Articles are HTML, as in POST /system/news.
    bodyLimit: fileBodyLimit,
    schema: endpointSchema(ops.saveNews, tags),
    handler: async (request) => saveDeskNews(deps, requireOperator(request), request.body),
  });

  app.post(ops.previewNews.path, {
    config: as(roles.previewNews),
    schema: endpointSchema(ops.previewNews, tags),
    handler: async (request) => previewDeskNews(request.body.article),
  });

  app.put(ops.setNewsVisibility.path, {
    config: as(roles.setNewsVisibility),
    schema: endpointSchema(ops.setNewsVisibility, tags),
    handler: async (request) =>
      setNewsVisibility(deps, requireOperator(request), request.params.newsId, request.body.visibleFrom),
  });
};
