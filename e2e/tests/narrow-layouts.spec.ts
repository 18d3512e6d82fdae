import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAccount, readStoredSession, signInThroughLoginForm } from '../support/accounts.ts';
import { createSantosCalculatorThroughApi } from '../support/calculators.ts';

// Issue 48 item 6: narrow layouts lost figures: My Calculators at 500-600 px hid the DDP /t column, at 360 px the
// card's Low/High table overflowed, at 400 px the alerts table was clipped.

/** Whether the element lies wholly inside the box that shows it (its scrolling container) and the window. */
const insideOf = async (element: Locator, container: Locator, page: Page) => {
  const [inner, outer] = [await element.boundingBox(), await container.boundingBox()];
  const width = page.viewportSize()?.width ?? 0;
  return (
    inner !== null &&
    outer !== null &&
    inner.x >= outer.x - 1 &&
    inner.x + inner.width <= Math.min(outer.x + outer.width, width) + 1
  );
};

test('narrow widths keep the list’s DDP, the Low/High table and the alerts inside the screen', async ({
  page,
  request,
}) => {
  const trader = await createAccount(request, 'narrow');
  await signInThroughLoginForm(page, trader, { landing: 'profile' });
  const accessToken = (await readStoredSession(page)).accessToken ?? '';
  const headers = { Authorization: `Bearer ${accessToken}` };
  const { id } = await createSantosCalculatorThroughApi(request, accessToken, {
    name: 'Santos raws, Q1 cargo',
  });
  // A whole cargo: totals in the tens of millions, the widest figures the card shows.
  expect((await request.put(`/api/v1/calculator/${id}/tons?value=55000`, { headers })).status()).toBe(200);
  const alert = await request.post('/api/v1/alerts', {
    headers,
    data: { kind: 'calculatorDdp', calculatorId: id, direction: 'below', level: 100 },
  });
  expect(alert.status(), await alert.text()).toBeLessThan(300);

  for (const width of [500, 550, 600]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/calculators');
    const list = page.getByRole('table', { name: 'My Calculators' });
    const container = list.locator('xpath=..');
    await expect(list.getByTestId('list-ddp')).toBeVisible();
    expect(await insideOf(list.getByTestId('list-ddp'), container, page), `DDP at ${width} px`).toBe(true);
    expect(
      await insideOf(list.getByRole('columnheader', { name: 'DDP /t' }), container, page),
      `DDP /t at ${width} px`,
    ).toBe(true);
  }

  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/calculators');
  const lowHigh = page.getByRole('table', { name: 'DDP low and high' });
  await expect(lowHigh).toBeVisible();
  expect(
    await lowHigh.evaluate((table) => table.scrollWidth - table.parentElement!.clientWidth),
  ).toBeLessThanOrEqual(0);
  for (const cell of await lowHigh.getByRole('cell').all())
    expect(await insideOf(cell, page.getByTestId('calculator-card'), page)).toBe(true);
  // On a phone the card answers first (issue 50 item 2): its DDP sits under the name, above the first input, and in
  // the first screen; at 1280 px it ends the waterfall as before.
  const card = page.getByTestId('calculator-card');
  const ddpTop = (await card.getByTestId('ddp-per-tonne').boundingBox())?.y ?? Infinity;
  const regionTop =
    (await card.getByRole('combobox', { name: 'From: Region' }).boundingBox())?.y ?? -Infinity;
  expect(ddpTop).toBeLessThan(regionTop);
  expect(ddpTop).toBeLessThan(800);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect
    .poll(async () => (await card.getByTestId('ddp-per-tonne').boundingBox())?.y ?? -Infinity)
    .toBeGreaterThan((await card.getByRole('table', { name: 'Cost blocks' }).boundingBox())?.y ?? Infinity);

  await page.setViewportSize({ width: 400, height: 800 });
  await page.goto('/alerts');
  const alerts = page.getByRole('table', { name: 'Your alerts' });
  await expect(alerts).toContainText('Santos raws');
  // Every figure and control of the alert, the buttons and the state included, inside the card and the window.
  const controls = [
    alerts.getByRole('button', { name: /^Pause / }),
    alerts.getByRole('button', { name: /^Delete / }),
    alerts.getByText('Watching'),
    ...(await alerts.getByRole('cell').all()),
  ];
  for (const control of controls)
    expect(await insideOf(control, alerts.locator('xpath=..'), page)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
});
