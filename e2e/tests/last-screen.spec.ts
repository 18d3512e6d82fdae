import { expect, test, type Page } from '@playwright/test';
import { createAccount, readStoredSession, signInThroughLoginForm } from '../support/accounts.ts';
import { createSantosCalculatorThroughApi } from '../support/calculators.ts';
import { signOutThroughMenu } from '../support/credentials.ts';
import { collectCspRefusals } from '../support/csp.ts';

// Issue 18 item 3 (decision 0067): a repeat visit to a calculator page paints its last screen before any of the
// app's code has arrived, inert and marked with its age; the app replaces it with the page itself; sign-out takes it.
// No service worker here: the picture comes from the page itself, and holding the code must hold it for real.
test.use({ serviceWorkers: 'block' });

const storedScreen = (page: Page) => page.evaluate(() => localStorage.getItem('psc.lastScreen'));
const ddpInList = /^DDP [\d,.]+ (USD|EUR)\/t$/;

/** Holds the app's entry file until the answer is called: what shows until then shows without the app's code. */
const holdTheCode = async (page: Page): Promise<() => void> => {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
};

test('a repeat visit paints the last screen before the code, then the page itself; after sign-out nobody sees it', async ({
  page,
  request,
}) => {
  test.slow();
  // The inline script runs only because the server's policy names its hash.
  const refusedByPolicy = collectCspRefusals(page);
  const trader = await createAccount(request, 'last-screen');
  await signInThroughLoginForm(page, trader, { landing: 'profile' });
  const accessToken = (await readStoredSession(page)).accessToken ?? '';
  await createSantosCalculatorThroughApi(request, accessToken, { name: 'Raws painted early' });

  await page.goto('/calculators');
  const ddp = await page.getByText(ddpInList).first().innerText();
  // Kept a second after the fresh figures render, when the page is idle.
  await expect.poll(() => storedScreen(page), { timeout: 15_000 }).toContain('Raws painted early');

  const releaseCode = await holdTheCode(page);
  await page.reload({ waitUntil: 'commit' });
  const painted = page.locator('#last-screen');
  await expect(painted.getByText(ddp).first()).toBeVisible();
  await expect(painted.getByRole('status')).toHaveText(
    /^Figures of your last visit \(.+, 1 min ago\); updating\.\.\.$/,
  );
  // A picture, not the page: nothing in it takes the keyboard, and the app has not started.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('#last-screen') ?? null)).toBeNull();
  expect(await page.evaluate(() => document.getElementById('root')?.childElementCount)).toBe(0);

  releaseCode();
  await expect(page.getByText(ddp).first()).toBeVisible();
  await expect(painted).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Name' }).first()).toHaveValue('Raws painted early');
  await page.unroute(/\/assets\/index-[^/]*\.js$/);

  // Another page of the app is never covered by it: the account page shows at once as itself.
  await page.goto('/account');
  await expect(painted).toHaveCount(0);

  await signOutThroughMenu(page);
  expect(await storedScreen(page)).toBeNull();
  const colleague = await createAccount(request, 'last-screen-next');
  await signInThroughLoginForm(page, colleague, { landing: 'profile' });
  await holdTheCode(page);
  await page.goto('/calculators', { waitUntil: 'commit' });
  await expect(painted).toHaveCount(0);
  expect(await page.evaluate(() => document.body.innerText)).not.toContain('Raws painted early');
  expect(refusedByPolicy).toEqual([]);
});
