import { z } from 'zod';
import type { NewsItemDraft } from './news.schemas.ts';

/** reference-data/demo-news.json: the news a demo installation opens with, beside the demo prices and FX. */
export const demoNewsFileSchema = z.object({
  source: z.string(),
  author: z.string(),
  items: z
    .array(
      z.object({
        /** How long before the seeding each item appeared, so a fresh installation's news is always recent. */
        daysAgo: z.number().min(0),
        title: z.string().min(1),
        description: z.string().min(1),
        paragraphs: z.array(z.string().min(1)).min(1),
        country: z.string(),
        /** A flag shipped with the app (`/flags/<flag>.svg`), or none. */
        flag: z
          .string()
          .regex(/^[a-z]{2}$/)
          .nullable(),
        tags: z.array(z.string()),
      }),
    )
    .min(1),
});
export type DemoNewsFile = z.infer<typeof demoNewsFileSchema>;

const dayMs = 86_400_000;

/** The file's items as news drafts dated back from `now`. */
export const demoNewsDrafts = (file: DemoNewsFile, now: Date): NewsItemDraft[] =>
  file.items.map((item) => {
    const at = Math.round(now.getTime() - item.daysAgo * dayMs);
    return {
      title: item.title,
      description: item.description,
      article: item.paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join(''),
      author: file.author,
      country: item.country,
      createdDate: at,
      lastUpdated: at,
      link: null,
      tags: item.tags,
      thumbnail: item.flag !== null,
      thumbnailUrl: item.flag === null ? null : `/flags/${item.flag}.svg`,
    };
  });
