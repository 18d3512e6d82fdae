import { defineEndpoints } from '../shared/endpoint.ts';
import { simpleReplySchema } from '../shared/simple-reply.schemas.ts';
import {
  newsItemParamsSchema,
  newsItemReplySchema,
  newsListReplySchema,
  newsPublishReplySchema,
  newsPublishRequestSchema,
} from './news.schemas.ts';

const gatingNote =
  'Accounts other than paid (2) and super (10) receive description, article and link as null and restricted true.';

/** The traders' news calls (calculators.md §7), described once for the server and the web (issue 13). */
export const newsEndpoints = defineEndpoints({
  list: {
    method: 'GET',
    path: '/api/v1/news',
    summary: 'At most 21 news items: Price or Trade first, then the rest, newest lastUpdated first',
    description: gatingNote,
    reply: newsListReplySchema,
  },
  item: {
    method: 'GET',
    path: '/api/v1/news/:id',
    summary: 'One news item',
    description: gatingNote,
    params: newsItemParamsSchema,
    reply: newsItemReplySchema,
  },
});

/** The analysts' publishing calls, with an operator key (decision 0049). */
export const newsSystemEndpoints = defineEndpoints({
  publish: {
    method: 'POST',
    path: '/system/news',
    summary:
      'Publish news items (operator key): all or nothing; article HTML is sanitised; an existing id is replaced',
    body: newsPublishRequestSchema,
    reply: newsPublishReplySchema,
  },
  withdraw: {
    method: 'DELETE',
    path: '/system/news/:id',
    summary: 'Withdraw a news item (operator key)',
    params: newsItemParamsSchema,
    reply: simpleReplySchema,
  },
});
