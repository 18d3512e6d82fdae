import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  priceFeedEndpointRoles as roles,
  priceFeedEndpoints as feeds,
} from '@psc/core/price-feeds/price-feeds.endpoints';
import type { Deps } from '../../deps.ts';
import { requireOperator } from '../../plugins/authentication.ts';
import { endpointSchema } from '../../shared/endpoint-schema.ts';
import { operatorWith as as, operationsTags as tags } from '../operations/operator-route-config.ts';
import { approveHeldPublication, listHeldPublications, rejectHeldPublication } from './held-publications.ts';
import {
  createPriceFeed,
  listPriceFeedRuns,
  listPriceFeeds,
  runPriceFeedNow,
  setPriceFeedEnabled,
  updatePriceFeed,
} from './manage-price-feeds.ts';

/** The Feeds desk of the operations console (issue 47; decisions 0109, 0110): analysts and administrators. */
export const priceFeedsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(feeds.listPriceFeeds.path, {
    config: as(roles.listPriceFeeds),
    schema: endpointSchema(feeds.listPriceFeeds, tags),
    handler: async () => listPriceFeeds(deps),
  });

  app.post(feeds.createPriceFeed.path, {
    config: as(roles.createPriceFeed),
    schema: endpointSchema(feeds.createPriceFeed, tags),
    handler: async (request) => createPriceFeed(deps, requireOperator(request), request.body),
  });

  app.put(feeds.updatePriceFeed.path, {
    config: as(roles.updatePriceFeed),
    schema: endpointSchema(feeds.updatePriceFeed, tags),
    handler: async (request) =>
      updatePriceFeed(deps, requireOperator(request), request.params.feedId, request.body),
  });

  app.put(feeds.setPriceFeedEnabled.path, {
    config: as(roles.setPriceFeedEnabled),
    schema: endpointSchema(feeds.setPriceFeedEnabled, tags),
    handler: async (request) =>
      setPriceFeedEnabled(deps, requireOperator(request), request.params.feedId, request.body.enabled),
  });

  app.post(feeds.runPriceFeed.path, {
    config: as(roles.runPriceFeed),
    schema: endpointSchema(feeds.runPriceFeed, tags),
    handler: async (request) => runPriceFeedNow(deps, requireOperator(request), request.params.feedId),
  });

  app.get(feeds.priceFeedRuns.path, {
    config: as(roles.priceFeedRuns),
    schema: endpointSchema(feeds.priceFeedRuns, tags),
    handler: async (request) => listPriceFeedRuns(deps, request.query),
  });

  app.get(feeds.heldPublications.path, {
    config: as(roles.heldPublications),
    schema: endpointSchema(feeds.heldPublications, tags),
    handler: async (request) => listHeldPublications(deps, request.query.state),
  });

  app.post(feeds.approveHeldPublication.path, {
    config: as(roles.approveHeldPublication),
    schema: endpointSchema(feeds.approveHeldPublication, tags),
    handler: async (request) =>
      approveHeldPublication(deps, requireOperator(request), request.params.heldId, request.body.reason),
  });

  app.post(feeds.rejectHeldPublication.path, {
    config: as(roles.rejectHeldPublication),
    schema: endpointSchema(feeds.rejectHeldPublication, tags),
    handler: async (request) =>
      rejectHeldPublication(deps, requireOperator(request), request.params.heldId, request.body.reason),
  });
};
