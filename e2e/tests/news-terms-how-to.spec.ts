import { expect, test, type Page } from '@playwright/test';
import { readStoredSession, signInThroughLoginForm } from '../support/accounts.ts';

const paidUser = { email: 'user@demo-team.example', password: 'Demo-Team-2026!' };
const trialUser = { email: 'trial@demo-trial.example', password: 'Demo-Trial-2026!' };

const openFromMenu = async (page: Page, label: string) => {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: label }).click();
};

const newsCards = (page: Page) => page.getByRole('region', { name: 'News items' }).getByRole('article');

const gridColumnCount = (page: Page) =>
  page
    .getByRole('region', { name: 'News items' })
    .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);

test('a paid user searches the news and opens an item in the panel of a wide window', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughLoginForm(page, paidUser);
  await openFromMenu(page, 'My News');
  await expect(page.getByRole('heading', { level: 1, name: 'My News' })).toBeVisible();
  await expect(newsCards(page)).toHaveCount(21);
  expect(await gridColumnCount(page)).toBe(3);
  // Price or Trade first (§9): the first card carries one of them.
  await expect(newsCards(page).first().getByRole('list', { name: 'Tags' })).toContainText(/Price|Trade/);

  await page.getByRole('searchbox', { name: 'Search news' }).fill('uganda');
  await expect(page.getByText(/items match “uganda”/)).toBeVisible();
  const matches = await newsCards(page).count();
  expect(matches).toBeGreaterThan(0);
  expect(matches).toBeLessThan(21);
  for (const card of await newsCards(page).all()) await expect(card).toContainText(/Uganda/i);

  const firstTitle = (await newsCards(page).first().getByRole('heading').textContent()) ?? '';
  await newsCards(page).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/news\/[0-9a-f-]{36}\?q=uganda$/);
  const panel = page.getByRole('complementary', { name: 'News item' });
  await expect(panel.getByRole('heading', { level: 2, name: firstTitle })).toBeVisible();
  await expect(panel.getByText('Tags', { exact: true })).toBeVisible();
  await expect(panel.getByText('Countries', { exact: true })).toBeVisible();
  await expect(panel.getByText('Date', { exact: true })).toBeVisible();
  await expect(panel.getByLabel('Article')).toBeVisible();
  expect((await panel.getByLabel('Article').textContent())?.length).toBeGreaterThan(80);
  await expect(panel.getByText('Purchase Required')).toHaveCount(0);
  // The list stays beside the panel, filtered as it was.
  await expect(newsCards(page)).toHaveCount(matches);

  await panel.getByRole('link', { name: 'News' }).click();
  await expect(page).toHaveURL(/\/news\?q=uganda$/);
  await expect(panel).toHaveCount(0);

  // The panel also closes with its Close button and with Esc, back to the filtered list.
  await newsCards(page).first().getByRole('link').click();
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/news\?q=uganda$/);
  await expect(panel).toHaveCount(0);
  await newsCards(page).first().getByRole('link').click();
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/news\?q=uganda$/);
  await expect(panel).toHaveCount(0);
});

test('on a narrow window the grid has one column and an item opens as a page of its own', async ({
  page,
}) => {
  await page.setViewportSize({ width: 400, height: 860 });
  await signInThroughLoginForm(page, paidUser);
  await page.goto('/news');
  await expect(newsCards(page)).toHaveCount(21);
  expect(await gridColumnCount(page)).toBe(1);

  await page.getByRole('searchbox', { name: 'Search news' }).fill('Santos');
  // The grid follows the search box a render later (useDeferredValue): read the first card once it is filtered.
  await expect(page.getByText(/items match “Santos”/)).toBeVisible();
  const card = newsCards(page).first();
  const title = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'News item' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'My News' })).toHaveCount(0);
  await expect(page.getByLabel('Article')).toContainText(/Santos/);

  await page.getByRole('link', { name: 'News', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My News' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search news' })).toHaveValue('Santos');

  await page.setViewportSize({ width: 700, height: 860 });
  expect(await gridColumnCount(page)).toBe(2);
});

test('a free-trial user sees titles, gets Purchase Required, and cannot fetch an article through the API', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughLoginForm(page, trialUser);
  await openFromMenu(page, 'My News');
  await expect(newsCards(page)).toHaveCount(21);
  await expect(newsCards(page).first().getByRole('heading')).not.toBeEmpty();

  await newsCards(page).first().getByRole('link').click();
  const panel = page.getByRole('complementary', { name: 'News item' });
  await expect(panel.getByText('Purchase Required')).toBeVisible();
  await expect(panel.getByText('Change your plan to view the content')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'UPGRADE' })).toHaveAttribute('href', '/account');
  await expect(panel.getByLabel('Article')).toHaveCount(0);

  const { accessToken } = await readStoredSession(page);
  const headers = { Authorization: `Bearer ${accessToken}` };
  const list = await request.get('/api/v1/news', { headers });
  expect(list.status()).toBe(200);
  const items = (await list.json()) as Array<{
    id: string;
    title: string;
    description: unknown;
    article: unknown;
    link: unknown;
    restricted: boolean;
  }>;
  expect(items).toHaveLength(21);
  for (const item of items)
    expect(item).toMatchObject({ description: null, article: null, link: null, restricted: true });
  const single = await request.get(`/api/v1/news/${items[0]?.id}`, { headers });
  expect(await single.json()).toMatchObject({
    title: items[0]?.title,
    article: null,
    description: null,
    restricted: true,
  });
});

test('Terms & Conditions and How to Use render from their Markdown, and the video loads only on request', async ({
  page,
}) => {
  const videoRequests: string[] = [];
  page.on('request', (request) => {
    if (/youtube/.test(request.url())) videoRequests.push(request.url());
  });
  // The journey stays offline even after the click.
  await page.route(/youtube/, (route) => route.abort());

  await signInThroughLoginForm(page, paidUser);
  await openFromMenu(page, 'Terms & Conditions');
  const terms = page.getByRole('article', { name: 'Terms & Conditions' });
  await expect(terms.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
  await expect(terms).toContainText('minimum term of 12 months');
  await expect(terms).toContainText('renews automatically for a further 12-month term');
  await expect(terms).toContainText(
    'written notice at least 30 calendar days before the end of the current term',
  );
  await expect(terms.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/terms#privacy');

  await openFromMenu(page, 'How to Use');
  const guide = page.getByRole('article', { name: 'How to Use' });
  await expect(guide.getByRole('heading', { level: 1, name: 'How to Use' })).toBeVisible();
  await expect(
    guide.getByRole('heading', { name: '3. How FOB, CFR, CIF and DDP are computed' }),
  ).toBeVisible();
  await expect(guide).toContainText('FCA, CPT and CIP describe the delivery point more exactly');
  await expect(guide.getByRole('table')).toContainText('DEST. CHARGES');

  await expect(page.getByRole('button', { name: 'Load the video' })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(videoRequests).toEqual([]);
  await page.getByRole('button', { name: 'Load the video' }).click();
  await expect(page.locator('iframe[title="How to Use PSC (video)"]')).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/PSChowto001\?/,
  );
});

test('with no video link set, How to Use plays the walkthrough shipped with the app, with captions (issue 12 item 22)', async ({
  page,
  request,
}) => {
  await page.route('**/api/v1/appsetting', async (route) => {
    const reply = await route.fetch();
    await route.fulfill({ response: reply, json: { ...(await reply.json()), howToUrl: null } });
  });
  await signInThroughLoginForm(page, paidUser);
  await openFromMenu(page, 'How to Use');
  const video = page.getByRole('region', { name: 'Watch the video' }).locator('video');
  await expect(video).toHaveAttribute('src', '/how-to/walkthrough.webm');
  await expect(video.locator('track[kind="captions"]')).toHaveAttribute('src', '/how-to/walkthrough.vtt');
  const file = await request.get('/how-to/walkthrough.webm');
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('video/webm');
  expect((await file.body()).byteLength).toBeGreaterThan(100_000);
  const captions = await (await request.get('/how-to/walkthrough.vtt')).text();
  expect(captions.startsWith('WEBVTT')).toBe(true);
  expect(captions).toContain('Add a calculator');
  // The browser can play it: the metadata loads and it runs for longer than half a minute.
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.duration))
    .toBeGreaterThan(30);
});
