import { expect, test, type Page } from '@playwright/test';
import { createAccount, readStoredSession, signInThroughLoginForm } from '../support/accounts.ts';
import { createSantosCalculatorThroughApi } from '../support/calculators.ts';
import { signOutThroughMenu } from '../support/credentials.ts';

// Issue 18 item 3 (decision 0052): an installable app whose service worker keeps the page and the calculator
// pages' code, and the last figures kept per user, shown at once with their age, gone at sign-out.

const storedFigures = (page: Page) => page.evaluate(() => localStorage.getItem('psc.lastFigures'));
const ddpOnCard = (page: Page) => page.getByTestId('ddp-per-tonne').first().innerText();
const calculatorName = (page: Page) => page.getByRole('textbox', { name: 'Name' }).first();

test('offline, a trader sees the last figures marked with their age; after sign-out nobody does', async ({
  page,
  request,
  context,
}) => {
  test.slow();
  const trader = await createAccount(request, 'installable');
  await signInThroughLoginForm(page, trader, { landing: 'profile' });
  const accessToken = (await readStoredSession(page)).accessToken ?? '';
  await createSantosCalculatorThroughApi(request, accessToken, { name: 'Raws kept offline' });

  // Installable: a manifest with the app's name, and a service worker in control after the first visit.
  await page.goto('/');
  await expect(calculatorName(page)).toHaveValue('Raws kept offline');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await request.get(manifestHref ?? '')).json()) as {
    name: string;
    display: string;
  };
  expect(manifest).toMatchObject({ name: 'PSC Physical Sugar Calculator', display: 'standalone' });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const onlineDdp = await ddpOnCard(page);
  await expect.poll(() => storedFigures(page)).toContain('Raws kept offline');
  await expect(page.getByTestId('stored-figures')).toBeHidden();

  // No network at all: the page, its code and the figures come from this browser, marked as the last visit's.
  await context.setOffline(true);
  await page.goto('/calculators');
  await expect(page.getByTestId('stored-figures')).toContainText(/last visit \(.+, \d+ mins? ago\)/);
  await expect(calculatorName(page)).toHaveValue('Raws kept offline');
  expect(await ddpOnCard(page)).toBe(onlineDdp);
  // The browser knows it has no network: the mark says so, and promises no update (issue 48 item 9).
  await expect(page.getByTestId('stored-figures')).toContainText('You are offline');
  await expect(page.getByTestId('stored-figures')).not.toContainText('updating');
  // The mark floats at the foot of the screen: the figures sit where they will be once it has gone (CLS).
  const figuresTopWithMark = (await calculatorName(page).boundingBox())?.y;

  // Back online: the fresh figures replace them and the mark goes.
  await context.setOffline(false);
  await page.reload();
  await expect(calculatorName(page)).toHaveValue('Raws kept offline');
  await expect(page.getByTestId('stored-figures')).toBeHidden();
  expect((await calculatorName(page).boundingBox())?.y).toBe(figuresTopWithMark);

  // Signing out removes them; the next user of this browser sees none of them.
  const tradersFigures = await storedFigures(page);
  await signOutThroughMenu(page);
  expect(await storedFigures(page)).toBeNull();
  const colleague = await createAccount(request, 'installable-next');
  await signInThroughLoginForm(page, colleague, { landing: 'profile' });
  await page.goto('/calculators');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: /add calculator/i }).first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveCount(0);
  await expect(page.getByTestId('stored-figures')).toBeHidden();

  // Even a copy of another user's figures left in storage is removed unread.
  await page.evaluate((copy) => localStorage.setItem('psc.lastFigures', copy ?? ''), tradersFigures);
  await page.reload();
  await expect(page.getByRole('button', { name: /add calculator/i }).first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveCount(0);
  await expect.poll(() => storedFigures(page)).not.toContain('Raws kept offline');
});
