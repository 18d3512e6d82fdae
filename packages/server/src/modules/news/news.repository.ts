import { and, count, desc, eq, getTableColumns, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { newsItems } from '../../db/schema.ts';

export type NewsItemRow = typeof newsItems.$inferSelect;
export type NewNewsItem = typeof newsItems.$inferInsert;
/** A row read for a caller who may not see the content: those columns are never selected. */
export type NewsItemListRow = Omit<NewsItemRow, 'description' | 'article' | 'link'> &
  Partial<Pick<NewsItemRow, 'description' | 'article' | 'link'>>;

const {
  description: _description,
  article: _article,
  link: _link,
  ...headlineColumns
} = getTableColumns(newsItems);

export const createNewsRepository = (db: Database) => ({
  /**
   * calculators.md §9: items with a priority tag (compared lower-cased) first, then the rest; newest lastUpdated
   * first within each; at most `limit`.
   */
  list: async (options: {
    limit: number;
    priorityTags: readonly string[];
    withContent: boolean;
    /** Only items visible at this instant: no draft, nothing scheduled later. */
    now: Date;
  }): Promise<NewsItemListRow[]> => {
    const lowerTags = options.priorityTags.map((tag) => tag.toLowerCase());
    const hasPriorityTag = sql`exists (select 1 from unnest(${newsItems.tags}) as item_tag where lower(item_tag) in (${sql.join(
      lowerTags.map((tag) => sql`${tag}`),
      sql`, `,
    )}))`;
    return db
      .select(options.withContent ? getTableColumns(newsItems) : headlineColumns)
      .from(newsItems)
      .where(and(isNotNull(newsItems.visibleFrom), lte(newsItems.visibleFrom, options.now)))
      .orderBy(desc(hasPriorityTag), desc(newsItems.lastUpdated), desc(newsItems.createdDate), newsItems.id)
      .limit(options.limit);
  },

  findById: async (id: string): Promise<NewsItemRow | null> => {
    const [row] = await db.select().from(newsItems).where(eq(newsItems.id, id)).limit(1);
    return row ?? null;
  },

  /** The news desk's list: every item, drafts and scheduled ones included, newest first. */
  listForDesk: async (limit: number): Promise<NewsItemRow[]> =>
    db.select().from(newsItems).orderBy(desc(newsItems.lastUpdated), newsItems.id).limit(limit),

  /** Publish now or later (an instant), or unpublish (null); the item stays for the desk. */
  setVisibleFrom: async (id: string, visibleFrom: Date | null): Promise<NewsItemRow | null> => {
    const [row] = await db.update(newsItems).set({ visibleFrom }).where(eq(newsItems.id, id)).returning();
    return row ?? null;
  },

  /** Inserts, or replaces the item with the same id (keeping its createdDate unless one is given); in the caller's transaction. */
  upsert: async (
    item: NewNewsItem,
    options: { keepCreatedDate: boolean },
    executor: Database = db,
  ): Promise<string> => {
    const { id: _id, createdDate, ...rest } = item;
    const changes = options.keepCreatedDate ? rest : { ...rest, createdDate };
    const [row] = await executor
      .insert(newsItems)
      .values(item)
      .onConflictDoUpdate({ target: newsItems.id, set: changes })
      .returning({ id: newsItems.id });
    if (!row) throw new Error('news insert returned nothing');
    return row.id;
  },

  deleteById: async (id: string): Promise<boolean> => {
    const rows = await db.delete(newsItems).where(eq(newsItems.id, id)).returning({ id: newsItems.id });
    return rows.length > 0;
  },

  count: async (): Promise<number> => {
    const [row] = await db.select({ value: count() }).from(newsItems);
    return row?.value ?? 0;
  },
});

export type NewsRepository = ReturnType<typeof createNewsRepository>;
