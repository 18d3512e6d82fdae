import { defineEndpoints } from '../shared/endpoint.ts';
import {
  heldDecisionReplySchema,
  heldDecisionRequestSchema,
  heldPublicationIdParamsSchema,
  heldPublicationsQuerySchema,
  heldPublicationsReplySchema,
  priceFeedEnabledRequestSchema,
  priceFeedIdParamsSchema,
  priceFeedListReplySchema,
  priceFeedRequestSchema,
  priceFeedRunSchema,
  priceFeedRunsQuerySchema,
  priceFeedRunsReplySchema,
  priceFeedSchema,
} from './price-feeds.schemas.ts';

/**
 * The Feeds desk of the operations console (issue 47 items 1 and 4; decisions 0109, 0110): configure and watch the
 * price feeds, run one now, approve or reject what a feed held. Analysts (and administrators); part of
 * operationsEndpoints.
 */
export const priceFeedEndpoints = defineEndpoints({
  listPriceFeeds: {
    method: 'GET',
    path: '/api/ops/price-feeds',
    summary:
      'Analysts: every price feed with its schedule, last and next run, last error, unreachable-since and late flag',
    reply: priceFeedListReplySchema,
  },
  createPriceFeed: {
    method: 'POST',
    path: '/api/ops/price-feeds',
    summary: 'Analysts: add a price feed (an HTTPS address or a watched folder, its format and schedule)',
    description:
      'Credentials (a header or basic) are write-only: stored sealed, never in a reply. http:// is accepted only for this machine (localhost, 127.0.0.1).',
    body: priceFeedRequestSchema,
    reply: priceFeedSchema,
  },
  updatePriceFeed: {
    method: 'PUT',
    path: '/api/ops/price-feeds/:feedId',
    summary: "Analysts: change a feed; credentials left out keep the stored ones, {type:'none'} clears them",
    params: priceFeedIdParamsSchema,
    body: priceFeedRequestSchema,
    reply: priceFeedSchema,
  },
  setPriceFeedEnabled: {
    method: 'PUT',
    path: '/api/ops/price-feeds/:feedId/enabled',
    summary: 'Analysts: turn a feed on (it runs at its next scheduled time) or off',
    params: priceFeedIdParamsSchema,
    body: priceFeedEnabledRequestSchema,
    reply: priceFeedSchema,
  },
  runPriceFeed: {
    method: 'POST',
    path: '/api/ops/price-feeds/:feedId/run',
    summary:
      'Analysts: fetch and check the feed now; publishes, holds or refuses as a scheduled run would, and answers the run',
    params: priceFeedIdParamsSchema,
    reply: priceFeedRunSchema,
  },
  priceFeedRuns: {
    method: 'GET',
    path: '/api/ops/price-feeds/runs',
    summary: "Analysts: recent feed runs (one feed's or all), newest first, with outcome and reason",
    query: priceFeedRunsQuerySchema,
    reply: priceFeedRunsReplySchema,
  },
  heldPublications: {
    method: 'GET',
    path: '/api/ops/price-feeds/held',
    summary: 'Analysts: publications a feed held for approval (failed checks or outliers), newest first',
    query: heldPublicationsQuerySchema,
    reply: heldPublicationsReplySchema,
  },
  approveHeldPublication: {
    method: 'POST',
    path: '/api/ops/price-feeds/held/:heldId/approve',
    summary: "Analysts: publish a held file in the feed's name (all rows or none), audited with your reason",
    params: heldPublicationIdParamsSchema,
    body: heldDecisionRequestSchema,
    reply: heldDecisionReplySchema,
  },
  rejectHeldPublication: {
    method: 'POST',
    path: '/api/ops/price-feeds/held/:heldId/reject',
    summary: 'Analysts: refuse a held file: nothing is published, the reason is audited',
    params: heldPublicationIdParamsSchema,
    body: heldDecisionRequestSchema,
    reply: heldDecisionReplySchema,
  },
});

/** Every Feeds desk call is the market desk's: analysts, and administrators who pass every check. */
export const priceFeedEndpointRoles = {
  listPriceFeeds: 'analyst',
  createPriceFeed: 'analyst',
  updatePriceFeed: 'analyst',
  setPriceFeedEnabled: 'analyst',
  runPriceFeed: 'analyst',
  priceFeedRuns: 'analyst',
  heldPublications: 'analyst',
  approveHeldPublication: 'analyst',
  rejectHeldPublication: 'analyst',
} as const satisfies Record<keyof typeof priceFeedEndpoints, 'analyst'>;
