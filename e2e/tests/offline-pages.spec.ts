import { expect, test, type Page } from '@playwright/test';
import { createAccount, readStoredSession, signInThroughLoginForm } from '../support/accounts.ts';
import { createSantosCalculatorThroughApi } from '../support/calculators.ts';

// Issue 48 item 9 (decision 0097): offline, every page already visited opens with its last figures and says it is
// offline: the cards keep From: Country and From: Port, nothing says 'updating...', and a page never opened here
// says it needs a connection instead of a bare 'OOPS!'.

const storedFigures = (page: Page) => page.evaluate(() => localStorage.getItem('psc.lastFigures') ?? '');
const offlineNotice = (page: Page) => page.getByTestId('offline-notice');

test('offline, the pages a trader visited open with their last figures and say they are offline', async ({
  page,
  request,
  context,
}) => {
  test.slow();
  const trader = await createAccount(request, 'offline-pages');
  await signInThroughLoginForm(page, trader, { landing: 'profile' });
  const accessToken = (await readStoredSession(page)).accessToken ?? '';
  // New York #11 from Santos: its From: Country and Port come from the region's lists, not a fixed Brazil choice.
  const { id } = await createSantosCalculatorThroughApi(request, accessToken, { name: 'Raws seen offline' });

  await page.goto('/calculators');
  await expect(page.getByRole('textbox', { name: 'Name' }).first()).toHaveValue('Raws seen offline');
  await expect(page.getByRole('combobox', { name: 'From: Port' }).first()).toHaveText('Santos');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.goto(`/calculators/${id}`);
  await expect(page.getByText('Source:').first()).toBeVisible();
  await page.goto('/alerts');
  await expect(page.getByRole('heading', { name: 'My Alerts', level: 1 })).toBeVisible();
  await expect(page.getByText('No alerts yet. Set one below.')).toBeVisible();
  // The lists the card names its places from are kept with the calculators.
  await expect.poll(() => storedFigures(page)).toContain('"origins"');
  await expect.poll(() => storedFigures(page)).toContain('"alerts"');
  await expect(offlineNotice(page)).toBeHidden();

  await context.setOffline(true);
  await page.goto('/calculators');
  await expect(offlineNotice(page)).toContainText('You are offline');
  await expect(page.getByRole('textbox', { name: 'Name' }).first()).toHaveValue('Raws seen offline');
  await expect(page.getByRole('combobox', { name: 'From: Country' }).first()).toHaveText('Brazil');
  await expect(page.getByRole('combobox', { name: 'From: Port' }).first()).toHaveText('Santos');
  const mark = page.getByTestId('stored-figures');
  await expect(mark).toContainText(/You are offline: these are the figures of your last visit \(.+ago\)/);
  await expect(mark).not.toContainText('updating');

  // Another page already visited: its last figures, said to be offline; not 'OOPS!' with only LOGOUT.
  await page.goto(`/calculators/${id}`);
  await expect(page.getByText('Source:').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Raws seen offline');
  await expect(page.getByRole('combobox', { name: 'From: Country' })).toHaveText('Brazil');
  await expect(offlineNotice(page)).toBeVisible();
  await expect(page.getByText('Error: The server could not be reached.')).toBeHidden();
  await page.goto('/alerts');
  await expect(page.getByText('No alerts yet. Set one below.')).toBeVisible();
  await expect(offlineNotice(page)).toBeVisible();
  await expect(page.getByText('OOPS!')).toBeHidden();

  // A page never opened in this browser: its code was never kept, and the page says why it cannot open.
  await page.goto('/how-to');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByText('OOPS!')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();

  // Back online, the notices go.
  await context.setOffline(false);
  await page.goto('/calculators');
  await expect(page.getByRole('textbox', { name: 'Name' }).first()).toHaveValue('Raws seen offline');
  await expect(offlineNotice(page)).toBeHidden();
  await expect(page.getByTestId('stored-figures')).toBeHidden();
});
