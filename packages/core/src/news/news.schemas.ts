import { z } from 'zod';

/**
 * News item of calculators.md §3; timestamps are epoch milliseconds. For a caller whose account may not read news
 * content (free plan and locked states), `description`, `article` and `link` are null and `restricted` is true:
 * the server leaves them out, the web app does not merely hide them.
 */
export const newsItemReplySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  /** HTML, sanitised against an allow-list when it was published. */
  article: z.string().nullable(),
  author: z.string().nullable(),
  /** One country, or several separated by commas ('Brazil, India'). */
  country: z.string().nullable(),
  createdDate: z.number(),
  lastUpdated: z.number(),
  link: z.string().nullable(),
  tags: z.array(z.string()),
  thumbnail: z.boolean(),
  /** Only its file name is read, for the country flag shipped with the app; it is never loaded. */
  thumbnailUrl: z.string().nullable(),
  restricted: z.boolean(),
});
export type NewsItemReply = z.infer<typeof newsItemReplySchema>;

export const newsListReplySchema = z.array(newsItemReplySchema);
export type NewsListReply = z.infer<typeof newsListReplySchema>;

export const newsItemParamsSchema = z.object({ id: z.uuid('must be a news item id') });

const maxArticleLength = 200_000;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/** A link a reader may follow: http(s) only, so no javascript: or data: URL reaches an anchor. */
const webLink = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value : null))
  .pipe(
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .max(2000)
      .nullable(),
  );

/** Read for its file name only (the flag code); a site path or an http(s) URL. */
const thumbnailUrl = z
  .string()
  .trim()
  .max(2000)
  .nullish()
  .transform((value) => (value ? value : null))
  .refine(
    (value) => value === null || /^\/(?!\/)/.test(value) || /^https?:\/\//i.test(value),
    'must be a site path (/…) or an http(s) URL',
  );

const tag = z
  .string()
  .trim()
  .min(1, 'a tag cannot be empty')
  .max(40, 'a tag must be at most 40 characters')
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} &/-]*$/u, 'a tag holds letters, digits, spaces, &, / and -');

/** Epoch milliseconds, or an ISO 8601 timestamp with a zone ('2026-11-20T16:00:00Z'). */
const instant = z.union([
  z.number().int().min(0),
  z
    .string()
    .regex(
      /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})$/,
      'must be epoch milliseconds or an ISO 8601 timestamp with a zone',
    )
    .transform((value, context) => {
      const parsed = Date.parse(value);
      if (Number.isNaN(parsed)) {
        context.addIssue({ code: 'custom', message: 'is not a valid date' });
        return z.NEVER;
      }
      return parsed;
    }),
]);

/** One item as an operator publishes it (API and import file). An `id` that exists replaces that item. */
export const newsItemInputSchema = z.object({
  id: z.uuid('must be a news item id (UUID)').optional(),
  title: z.string().trim().min(1, 'Title is required').max(300, 'must be at most 300 characters'),
  description: optionalText(2000),
  article: z
    .string()
    .max(maxArticleLength, `must be at most ${maxArticleLength} characters`)
    .nullish()
    .transform((value) => (value && value.trim() ? value : null)),
  author: optionalText(200),
  country: optionalText(200),
  createdDate: instant.optional(),
  lastUpdated: instant.optional(),
  link: webLink,
  tags: z.array(tag).max(20, 'at most 20 tags').default([]),
  thumbnail: z.boolean().default(false),
  thumbnailUrl,
  /**
   * When traders start to see it (decision 0049): left out, at once (its created date); null keeps it a draft; a
   * later instant schedules it.
   */
  visibleFrom: instant.nullish(),
});
export type NewsItemInput = z.input<typeof newsItemInputSchema>;
export type NewsItemDraft = z.output<typeof newsItemInputSchema>;

export const maxNewsItemsPerPublication = 500;

export const newsPublishRequestSchema = z.object({
  items: z
    .array(newsItemInputSchema)
    .min(1, 'at least one item')
    .max(maxNewsItemsPerPublication, `at most ${maxNewsItemsPerPublication} items`)
    .superRefine((items, context) => {
      const firstIndexOfId = new Map<string, number>();
      items.forEach((item, index) => {
        if (item.id === undefined) return;
        const earlier = firstIndexOfId.get(item.id);
        if (earlier === undefined) firstIndexOfId.set(item.id, index);
        else context.addIssue({ code: 'custom', path: [index, 'id'], message: `duplicates item ${earlier}` });
      });
    }),
});
export type NewsPublishRequest = z.input<typeof newsPublishRequestSchema>;

export const newsPublishReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  count: z.number().int(),
  ids: z.array(z.string()),
});
export type NewsPublishReply = z.infer<typeof newsPublishReplySchema>;

export const newsMessages = {
  nothingToDisplay: 'Nothing to display',
} as const;
