import { describe, expect, it } from 'vitest';
import demoNewsJson from '../../../../reference-data/demo-news.json' with { type: 'json' };
import { demoNewsDrafts, demoNewsFileSchema } from './demo-news.ts';
import { newsItemInputSchema } from './news.schemas.ts';

describe('demo news', () => {
  const file = demoNewsFileSchema.parse(demoNewsJson);
  const now = new Date('2026-11-28T12:00:00Z');

  it('gives more items than the list shows (21), each a valid news item dated back from the seeding', () => {
    const drafts = demoNewsDrafts(file, now);
    expect(drafts.length).toBeGreaterThan(21);
    for (const draft of drafts) {
      expect(newsItemInputSchema.parse(draft)).toMatchObject({ title: draft.title });
      expect(draft.createdDate).toBeLessThanOrEqual(now.getTime());
    }
  });

  it('writes paragraphs as the article and the flag as the thumbnail', () => {
    const [first] = demoNewsDrafts(
      { ...file, items: [{ ...file.items[0]!, daysAgo: 1, paragraphs: ['a', 'b'], flag: 'br' }] },
      now,
    );
    expect(first).toMatchObject({
      article: '<p>a</p><p>b</p>',
      author: 'PSC Market Desk (demo)',
      createdDate: now.getTime() - 86_400_000,
      thumbnail: true,
      thumbnailUrl: '/flags/br.svg',
    });
  });
});
