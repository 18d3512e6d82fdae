import { expect, test, type Page } from '@playwright/test';
import { signInThroughLoginForm } from '../support/accounts.ts';

const admin = { email: 'admin@demo-team.example', password: 'Demo-Team-2026!' };

/** Every board shows its demo prices with the chip, the last update and the analyst. */
const expectDemoFooter = async (page: Page, count = 1) => {
  const board = page.getByRole('tabpanel');
  await expect(board.getByText('Demo prices')).toHaveCount(count);
  await expect(board.getByText(/^Last Updated: \d+ (min|mins|hour|hours|day|days) ago$/)).toHaveCount(count);
  await expect(board.getByLabel('Author').first()).toHaveText('PSC demo analyst');
};

const openTab = async (page: Page, name: string) => {
  await page.getByRole('navigation', { name: 'Price boards' }).getByRole('button', { name }).click();
  await expect(page.getByRole('tabpanel', { name })).toBeVisible();
};

const bodyRows = (page: Page, table: string) => page.getByRole('table', { name: table }).locator('tbody tr');

for (const { width, height, wide } of [
  { width: 1280, height: 800, wide: true },
  { width: 400, height: 800, wide: false },
]) {
  test(`the demo admin signs in to the price boards and sees demo prices on every tab at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await signInThroughLoginForm(page, admin);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Price Boards' })).toBeVisible();
    // The tab names the screen, and the menu button keeps to the right edge at any width (issue 12 item 26).
    await expect(page).toHaveTitle('Price Calculator · PSC');
    // The footer's icons come from the server's settings (issue 12 item 23); wide windows only.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Company website' })).toHaveCount(
      wide ? 1 : 0,
    );
    const menuButton = await page.getByRole('button', { name: 'Open menu' }).boundingBox();
    expect((menuButton?.x ?? 0) + (menuButton?.width ?? 0)).toBeGreaterThan(width - 40);

    // ICE London #5: live periods in $ with 2 decimals.
    await expect(page.getByRole('tabpanel', { name: 'ICE London #5' })).toBeVisible();
    const london = bodyRows(page, 'ICE London #5 prices');
    await expect(london).toHaveCount(14);
    await expect(london.first()).toContainText(/\$\d{3}\.\d{2}/);
    await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveCount(wide ? 1 : 0);
    await expectDemoFooter(page);

    await openTab(page, 'ICE NewYork #11');
    const newYork = bodyRows(page, 'ICE New York #11 prices');
    await expect(newYork).toHaveCount(8);
    await expect(newYork.first()).toContainText(/\d+\.\d{2}¢/);
    await expectDemoFooter(page);

    await openTab(page, 'White Premium');
    const premium = bodyRows(page, 'White premium');
    await expect(premium.first()).toContainText(/\$\d+\.\d{2}/);
    await expect(page.getByRole('columnheader', { name: '#11 c/lb' })).toHaveCount(wide ? 1 : 0);
    await expectDemoFooter(page);

    await openTab(page, 'SOL Brazil');
    await expect(page.getByRole('heading', { name: /Brazil 150ic FOB Santos/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Brazil 45ic FOB Santos/ })).toBeVisible();
    for (const table of ['Brazil 150ic FOB Santos', 'Brazil 45ic FOB Santos']) {
      await expect(bodyRows(page, table)).toHaveCount(6);
      await expect(bodyRows(page, table).first().locator('td').nth(2)).toHaveText(/^\$\d+$/);
    }
    await expectDemoFooter(page, 2);

    await openTab(page, 'SOL Europe');
    const europe = bodyRows(page, 'Europe cash market prices');
    await expect(europe).toHaveCount(4);
    await expect(europe.nth(1)).toContainText('EU Region 2');
    await expect(europe.nth(1)).toContainText('Belgium, Germany, France, Netherlands');
    // §2.6: the price in dollars; the exchange's own currency beside it, with the rate (issue 48 item 15).
    await expect(europe.nth(1).locator('td').nth(2)).toHaveText(/^\$\d{3}\.\d{2}$/);
    await expect(europe.nth(1).locator('td').nth(3)).toContainText(/^€625\.00 \(1 \$ = \d\.\d{4} EUR\)$/);
    await expectDemoFooter(page);

    await page.screenshot({ path: test.info().outputPath(`sol-europe-${width}.png`), fullPage: true });

    // The Prices page from the menu: live periods in $ with a relative update time.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Prices' }).click();
    await expect(page.getByRole('heading', { name: 'Prices', level: 1 })).toBeVisible();
    const pricesLondon = bodyRows(page, 'London #5 prices');
    await expect(pricesLondon).toHaveCount(14);
    await expect(pricesLondon.first()).toContainText(/\$\d{3}\.\d{2}/);
    await expect(pricesLondon.first()).toContainText(/ago$/);
    await expect(page.getByText('Demo prices')).toHaveCount(4);
  });
}

test('the Prices page says every price is US$ per tonne, and how New York #11 got there (issue 12 item 25)', async ({
  page,
}) => {
  await signInThroughLoginForm(page, admin);
  await page.goto('/prices');
  const newYork = page.getByRole('region', { name: 'New York #11' });
  await expect(newYork).toContainText('US$ per tonne: the settlement in US cents per pound × 22.046');
  await expect(newYork.getByRole('columnheader', { name: 'Price ($/t)' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'London #5' })).toContainText('US$ per tonne');
});
