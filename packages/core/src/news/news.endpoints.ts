import { defineEndpoints } from '../shared/endpoint.ts';
import { newsItemParamsSchema, newsItemReplySchema, newsListReplySchema } from './news.schemas.ts';

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
