import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const timestamps = { mode: 'date', withTimezone: true } as const;

/** News item of calculators.md §3. `article` is HTML that was sanitised against an allow-list before it was stored. */
export const newsItems = pgTable(
  'news_items',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    title: text('title').notNull(),
    description: text('description'),
    article: text('article'),
    author: text('author'),
    country: text('country'),
    createdDate: timestamp('created_date', timestamps).notNull(),
    lastUpdated: timestamp('last_updated', timestamps).notNull(),
    link: text('link'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    thumbnail: boolean('thumbnail').notNull().default(false),
    thumbnailUrl: text('thumbnail_url'),
    /**
     * When traders start to see it (issue 15 item 3; decision 0049): null is a draft or an unpublished item, a future
     * instant a scheduled one. Items published before the news desk take their created date.
     */
    visibleFrom: timestamp('visible_from', timestamps),
  },
  (table) => [index('news_items_last_updated_idx').on(table.lastUpdated)],
);
