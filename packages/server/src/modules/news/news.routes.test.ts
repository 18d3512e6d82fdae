import { newsEndpoints, newsSystemEndpoints } from '@psc/core/news/news.endpoints';
import { fileURLToPath } from 'node:url';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPriorityNewsItem, newsListLimit } from '@psc/core/news/news-rules';
import type { NewsItemInput, NewsItemReply } from '@psc/core/news/news.schemas';
import { accounts } from '../../db/schema.ts';
import { seedDemoNews } from '../../seed.ts';
import { bearer, createTestApp, registerAccount, signIn, type TestApp } from '../../../test/test-app.ts';
import { importNewsFile } from './import-news-file.ts';
import { expectEveryEndpointRegistered } from '../../../test/endpoint-contract.ts';

const operatorKey = 'operator-key-for-news-tests-0123456789';
const operator = bearer(operatorKey);
const day = 86_400_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OPERATOR_API_KEY: operatorKey });
});
afterAll(() => t.close());

/** A signed-in reader whose account has the given status (0 free, 1 awaiting payment, 2 paid, 3 cancelled, 10 super). */
const reader = async (app: TestApp, status: number) => {
  const account = await registerAccount(app.app);
  await app.deps.database.db.update(accounts).set({ status }).where(eq(accounts.id, account.accountId));
  const tokens = await signIn(app.app, account.email, account.password);
  return bearer(tokens.access_token);
};

const publish = (app: TestApp, items: NewsItemInput[], headers = operator) =>
  app.app.inject({ method: 'POST', url: '/system/news', headers, payload: { items } });

const listNews = async (app: TestApp, headers: Record<string, string>) => {
  const response = await app.app.inject({ method: 'GET', url: '/api/v1/news', headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NewsItemReply[]>();
};

const newsCount = async (app: TestApp) => app.deps.newsRepository.count();

describe('the news contract', () => {
  it('every endpoint core describes is the route the server registers, method and path', () => {
    expectEveryEndpointRegistered(t.app, newsEndpoints);
    expectEveryEndpointRegistered(t.app, newsSystemEndpoints);
  });
});

describe('GET /api/v1/news: order and limit (calculators.md §9)', () => {
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await createTestApp({ OPERATOR_API_KEY: operatorKey });
  });
  afterAll(() => fresh.close());

  it('gives at most 21 items, Price or Trade first, each group newest lastUpdated first', async () => {
    const base = Date.UTC(2026, 10, 1);
    const tagSets = [
      ['Price'],
      ['Policy'],
      ['trade', 'Logistics'],
      ['Market'],
      [],
      ['Weather', 'PRICE'],
      ['Production'],
    ];
    const items: NewsItemInput[] = Array.from({ length: 30 }, (_, index) => ({
      title: `Item ${index}`,
      // Spread the dates so that the newest items are not all in one group.
      lastUpdated: base + ((index * 7) % 30) * day,
      createdDate: base - day,
      tags: tagSets[index % tagSets.length],
    }));
    expect((await publish(fresh, items)).statusCode).toBe(200);

    const list = await listNews(fresh, await reader(fresh, 2));
    expect(list).toHaveLength(newsListLimit);
    const priority = items.filter((item) => isPriorityNewsItem({ tags: item.tags ?? [] }));
    const rest = items.filter((item) => !isPriorityNewsItem({ tags: item.tags ?? [] }));
    const newestFirst = (left: NewsItemInput, right: NewsItemInput) =>
      Number(right.lastUpdated) - Number(left.lastUpdated);
    const expected = [...priority.sort(newestFirst), ...rest.sort(newestFirst)]
      .slice(0, newsListLimit)
      .map((item) => item.title);
    expect(list.map((item) => item.title)).toEqual(expected);
    expect(priority.length).toBeLessThan(newsListLimit);
  });
});

describe('gating: free accounts get titles and thumbnails, never content', () => {
  let id: string;
  beforeAll(async () => {
    const response = await publish(t, [
      {
        title: 'Gated item',
        description: 'Paid readers only',
        article: '<p>Full story</p>',
        link: 'https://news.example/full-story',
        country: 'Uganda',
        tags: ['Price'],
        thumbnail: true,
        thumbnailUrl: '/flags/ug.svg',
      },
    ]);
    id = response.json<{ ids: string[] }>().ids[0] as string;
  });

  it('free (status 0): description, article and link are null in the list and the item', async () => {
    const headers = await reader(t, 0);
    const inList = (await listNews(t, headers)).find((item) => item.id === id);
    const single = await t.app.inject({ method: 'GET', url: `/api/v1/news/${id}`, headers });
    expect(single.statusCode).toBe(200);
    for (const item of [inList, single.json<NewsItemReply>()]) {
      expect(item).toMatchObject({
        title: 'Gated item',
        description: null,
        article: null,
        link: null,
        restricted: true,
        thumbnail: true,
        thumbnailUrl: '/flags/ug.svg',
        country: 'Uganda',
        tags: ['Price'],
      });
    }
    expect(single.body).not.toContain('Full story');
    expect(single.body).not.toContain('Paid readers only');
  });

  // Locked states may be refused outright by the account guard (403) or served like the free plan: never content.
  it.each([
    ['awaiting payment', 1],
    ['cancelled', 3],
  ])('%s (status %i) never receives the content', async (_name, status) => {
    const headers = await reader(t, status);
    for (const url of ['/api/v1/news', `/api/v1/news/${id}`]) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect([200, 403]).toContain(response.statusCode);
      expect(response.body).not.toContain('Full story');
      expect(response.body).not.toContain('Paid readers only');
      expect(response.body).not.toContain('news.example');
    }
  });

  it.each([
    ['paid', 2],
    ['super', 10],
  ])('%s (status %i) reads everything', async (_name, status) => {
    const headers = await reader(t, status);
    const item = (
      await t.app.inject({ method: 'GET', url: `/api/v1/news/${id}`, headers })
    ).json<NewsItemReply>();
    expect(item).toMatchObject({
      description: 'Paid readers only',
      article: '<p>Full story</p>',
      link: 'https://news.example/full-story',
      restricted: false,
    });
    expect((await listNews(t, headers)).find((listed) => listed.id === id)?.article).toBe(
      '<p>Full story</p>',
    );
  });

  it('needs a signed-in caller', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/news' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/news/${id}` })).statusCode).toBe(401);
  });

  it('answers 404 for an unknown item and 400 for a malformed id', async () => {
    const headers = await reader(t, 2);
    const missing = await t.app.inject({ method: 'GET', url: `/api/v1/news/${randomUUID()}`, headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      success: false,
      message: 'Nothing to display',
      code: 'NOT_FOUND',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/news/not-an-id', headers })).statusCode).toBe(
      400,
    );
  });
});

describe('sanitising: nothing an author pastes can run in a reader’s browser', () => {
  it('drops script tags, event handlers, javascript: links and iframes before storing', async () => {
    const article = [
      '<h1>Headline</h1>',
      '<p onclick="alert(1)" style="color:red">Santos <strong>line-up</strong> eases.</p>',
      '<script>alert("stolen " + localStorage.getItem("psc.accessToken"))</script>',
      '<img src="x" onerror="alert(2)" alt="chart">',
      '<a href="javascript:alert(3)">click me</a>',
      '<a href="JaVaScRiPt&colon;alert(4)">or me</a>',
      '<a href="  java\tscript:alert(5)">or me too</a>',
      '<iframe src="https://evil.example/frame"></iframe>',
      '<svg onload="alert(6)"><circle r="1"></circle></svg>',
      '<form action="https://evil.example"><input name="q"></form>',
      '<style>body{display:none}</style>',
      '<a href="https://port.example/report" onmouseover="alert(7)">port report</a>',
    ].join('');
    const response = await publish(t, [{ title: 'Hostile article', article, tags: ['Trade'] }]);
    expect(response.statusCode, response.body).toBe(200);
    const id = response.json<{ ids: string[] }>().ids[0];

    const headers = await reader(t, 2);
    const single = await t.app.inject({ method: 'GET', url: `/api/v1/news/${id}`, headers });
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/news', headers });
    for (const body of [single.body, list.body]) {
      expect(body).not.toMatch(/<script|<iframe|<svg|<form|<input|<style/i);
      expect(body).not.toMatch(/\bon(click|error|load|mouseover)\s*=/i);
      expect(body).not.toMatch(/javascript|java\\tscript|&colon;/i);
      expect(body).not.toContain('evil.example');
      expect(body).not.toContain('alert(');
    }
    const stored = single.json<NewsItemReply>().article;
    expect(stored).toBe(
      '<h2>Headline</h2><p>Santos <strong>line-up</strong> eases.</p><img src="x" alt="chart" />' +
        '<a target="_blank" rel="noopener noreferrer nofollow">click me</a><a target="_blank" rel="noopener noreferrer nofollow">or me</a>' +
        '<a target="_blank" rel="noopener noreferrer nofollow">or me too</a>' +
        '<a href="https://port.example/report" target="_blank" rel="noopener noreferrer nofollow">port report</a>',
    );
  });

  it('refuses a javascript: link and a foreign-looking thumbnail url in the item fields', async () => {
    const response = await publish(t, [
      { title: 'Bad link', link: 'javascript:alert(1)', thumbnailUrl: 'javascript:alert(2)' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/items\.0\.link: must be an http\(s\) URL/);
    expect(response.json().message).toMatch(/items\.0\.thumbnailUrl/);
  });
});

describe('publishing: operator only, validated, all or nothing', () => {
  it('refuses no key, a wrong key and every account user, administrators of paid accounts included', async () => {
    const before = await newsCount(t);
    const item: NewsItemInput[] = [{ title: 'Not allowed' }];
    expect(
      (await t.app.inject({ method: 'POST', url: '/system/news', payload: { items: item } })).statusCode,
    ).toBe(401);
    expect((await publish(t, item, bearer(`${operatorKey}-wrong`))).statusCode).toBe(401);
    for (const status of [0, 2, 10])
      expect((await publish(t, item, await reader(t, status))).statusCode).toBe(401);
    const someId = randomUUID();
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/system/news/${someId}`, headers: await reader(t, 2) }))
        .statusCode,
    ).toBe(401);
    expect(await newsCount(t)).toBe(before);
  });

  it('publishes nothing when one item is invalid, and names every problem', async () => {
    const before = await newsCount(t);
    const response = await publish(t, [
      { title: 'Good one', tags: ['Price'] },
      { title: 'Also good' },
      { title: '  ', tags: ['ok', 'no<script>'] },
      { title: 'x', lastUpdated: 'yesterday' } as unknown as NewsItemInput,
    ]);
    expect(response.statusCode).toBe(400);
    const { message } = response.json<{ message: string }>();
    expect(message).toContain('items.2.title: Title is required');
    expect(message).toContain('items.2.tags.1');
    expect(message).toContain('items.3.lastUpdated');
    expect(await newsCount(t)).toBe(before);
  });

  it('refuses an empty publication and duplicate ids', async () => {
    expect((await publish(t, [])).statusCode).toBe(400);
    const id = randomUUID();
    const duplicate = await publish(t, [
      { id, title: 'a' },
      { id, title: 'b' },
    ]);
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().message).toContain('items.1.id: duplicates item 0');
  });

  it('replaces an item published again with its id, keeping its createdDate, and withdraws it', async () => {
    const first = await publish(t, [
      { title: 'Draft headline', createdDate: Date.UTC(2026, 0, 5), lastUpdated: Date.UTC(2026, 0, 5) },
    ]);
    const id = first.json<{ ids: string[] }>().ids[0] as string;
    const second = await publish(t, [{ id, title: 'Corrected headline', tags: ['Market'] }]);
    expect(second.json()).toEqual({ success: true, message: '1 news item published', count: 1, ids: [id] });
    const item = (
      await t.app.inject({ method: 'GET', url: `/api/v1/news/${id}`, headers: await reader(t, 2) })
    ).json<NewsItemReply>();
    expect(item).toMatchObject({
      title: 'Corrected headline',
      tags: ['Market'],
      createdDate: Date.UTC(2026, 0, 5),
    });
    expect(item.lastUpdated).toBeGreaterThan(Date.UTC(2026, 0, 5));

    const removed = await t.app.inject({ method: 'DELETE', url: `/system/news/${id}`, headers: operator });
    expect(removed.json()).toEqual({ success: true, message: 'News item deleted' });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/system/news/${id}`, headers: operator })).statusCode,
    ).toBe(404);
  });
});

describe('the import command (npm run news:import)', () => {
  const examples = fileURLToPath(new URL('../../../../../docs/examples/', import.meta.url));
  const importer = () => ({
    newsRepository: t.deps.newsRepository,
    clock: t.deps.clock,
    database: t.deps.database,
  });

  it('imports the example CSV and JSON files', async () => {
    const before = await newsCount(t);
    expect(await importNewsFile(importer(), join(examples, 'news-import.csv'))).toMatchObject({
      success: true,
      count: 2,
    });
    expect(await importNewsFile(importer(), join(examples, 'news-import.json'))).toMatchObject({
      success: true,
      count: 1,
    });
    expect(await newsCount(t)).toBe(before + 3);
  });

  it('imports nothing from a file with one bad row and lists the errors with their lines', async () => {
    const path = join(tmpdir(), `psc-news-${randomUUID()}.csv`);
    writeFileSync(
      path,
      'title,tags,link\nFine,Price,\nAlso fine,Trade,\n,Market,https://ok.example\nBad link,Policy,javascript:alert(1)\n',
    );
    const before = await newsCount(t);
    await expect(importNewsFile(importer(), path)).rejects.toThrow(
      /Nothing was imported: 2 error\(s\):\nline 4, title: Title is required\nline 5, link: must be an http\(s\) URL/,
    );
    expect(await newsCount(t)).toBe(before);
  });

  it('refuses other file types', async () => {
    await expect(importNewsFile(importer(), join(examples, 'news-import.txt'))).rejects.toThrow(
      /expected a \.json or \.csv file/,
    );
  });
});

describe('demo news on first start', () => {
  it('publishes more than 21 items once, with Uganda and the four main tags', async () => {
    const fresh = await createTestApp();
    try {
      expect(await seedDemoNews(fresh.deps)).toBe(true);
      expect(await seedDemoNews(fresh.deps)).toBe(false);
      const count = await fresh.deps.newsRepository.count();
      expect(count).toBeGreaterThan(newsListLimit);
      const list = await listNews(fresh, await reader(fresh, 2));
      expect(list).toHaveLength(newsListLimit);
      expect(list.some((item) => item.country?.includes('Uganda'))).toBe(true);
      const tags = new Set(list.flatMap((item) => item.tags));
      for (const tag of ['Price', 'Trade', 'Market', 'Policy']) expect(tags).toContain(tag);
      expect(list.every((item) => item.article?.startsWith('<p>'))).toBe(true);
    } finally {
      await fresh.close();
    }
  });
});

describe('API documentation', () => {
  it('documents the news calls and the gating', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.paths['/api/v1/news'].get.description).toMatch(/restricted true/);
    expect(document.paths).toHaveProperty(['/api/v1/news/{id}']);
    expect(document.paths).toHaveProperty(['/system/news']);
  });
});
