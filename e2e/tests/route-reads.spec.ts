import { expect, test, type Request } from '@playwright/test';
import { createAccount, readStoredSession, signInThroughLoginForm } from '../support/accounts.ts';
import { createSantosCalculatorThroughApi } from '../support/calculators.ts';

// Issue 50 (decision 0128): a signed-in calculator page's reads are its route's loader, which starts them beside
// the page's code, not after it; each is asked for once, and the card's 56 KiB list of global ports waits until the
// trader reaches for the To: Destination field.

// A first visit: no service worker yet to answer from this browser (installable-app.spec.ts covers that one).
test.use({ serviceWorkers: 'block' });

const frameAndPageReads = [
  '/api/v1/users/me',
  '/api/v1/accounts/use',
  '/api/v1/account/subscriptionDetails',
  '/api/v1/settings/personalisation',
  '/api/v1/appsetting',
  '/api/v1/calculator/all',
];

test("Home's loader starts its data beside its code, asks for each once, and fetches the global ports on demand", async ({
  page,
  request,
}) => {
  const trader = await createAccount(request, 'route-reads');
  await signInThroughLoginForm(page, trader, { landing: 'profile' });
  const accessToken = (await readStoredSession(page)).accessToken ?? '';
  await createSantosCalculatorThroughApi(request, accessToken, { name: 'Raws to New York' });

  // A 150 ms round trip and 1.6 Mbit/s, as issue 18's profile has it, so that "beside" and "after" cannot be
  // confused.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // A cold visit: the code fetched while signing in must not answer from this browser's cache.
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: -1,
  });
  // Times from the browser's own timing of each request (the events reach the test in batches).
  const sent: { path: string; request: Request }[] = [];
  const finished: { path: string; at: number }[] = [];
  const pathOf = (done: Request) => new URL(done.url()).pathname;
  page.on('request', (sending) => sent.push({ path: pathOf(sending), request: sending }));
  page.on('requestfinished', (done) => {
    const timing = done.timing();
    finished.push({ path: pathOf(done), at: timing.startTime + timing.responseEnd });
  });

  await page.goto('/');
  const card = page.getByRole('combobox', { name: 'To: Destination' }).first();
  await expect(card).toBeVisible();
  await page.waitForLoadState('networkidle');

  for (const path of frameAndPageReads)
    expect(
      sent.filter((request) => request.path === path),
      path,
    ).toHaveLength(1);
  const screensCode = finished.find((done) => /\/assets\/calculator-pages-[\w-]+\.js$/.test(done.path));
  expect(screensCode, 'the frame and the calculator pages come as one file').toBeDefined();
  const calculatorsAsked = sent.find((request) => request.path === '/api/v1/calculator/all');
  expect(calculatorsAsked?.request.timing().startTime ?? Infinity).toBeLessThan(screensCode?.at ?? 0);
  expect(sent.some((request) => request.path === '/api/v1/destination/global/destinations')).toBe(false);

  // Decision 0158: the page names the signed-in frame's files, which its inline script asks for before the router
  // would. Each is a file this page loads, and each comes once: the preload's response is the one the module uses.
  const frameFiles = (
    (await page.locator('meta[name="psc-signed-in-code"]').getAttribute('content')) ?? ''
  ).split(' ');
  expect(frameFiles).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^\/assets\/calculator-pages-[\w-]+\.js$/),
      expect.stringMatching(/^\/assets\/route-reads-[\w-]+\.js$/),
      expect.stringMatching(/^\/assets\/zod-library-[\w-]+\.js$/),
    ]),
  );
  for (const file of frameFiles)
    expect(
      sent.filter((request) => request.path === file),
      file,
    ).toHaveLength(1);
  // Decision 0163: on this link the browser estimates 1.6 Mbit/s, so they are asked for about a round trip before the
  // entry's last byte comes, not after it (the link is not left idle for that round trip).
  const entryArrived = finished.find((done) => /\/assets\/start-[\w-]+\.js$/.test(done.path))?.at ?? 0;
  const frameAsked = sent.find((request) => request.path === frameFiles[0])?.request.timing().startTime;
  expect(frameAsked ?? Infinity).toBeLessThan(entryArrived);

  await card.click();
  await expect(page.getByRole('option', { name: /Rotterdam/ }).first()).toBeVisible();
  expect(sent.filter((request) => request.path === '/api/v1/destination/global/destinations')).toHaveLength(
    1,
  );
});

test('a signed-out visitor starts no signed-in reads', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (sending) => sent.push(new URL(sending.url()).pathname));
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(sent.filter((path) => path.startsWith('/api/v1/'))).toEqual([]);
  expect(sent.some((path) => path.includes('calculator-pages'))).toBe(false);
  // Nor the signed-in frame's files that the page names (decision 0158): no session is stored.
  const frameFiles = (await page.locator('meta[name="psc-signed-in-code"]').getAttribute('content')) ?? '';
  expect(frameFiles).not.toBe('');
  expect(sent.filter((path) => frameFiles.split(' ').includes(path))).toEqual([]);
});
