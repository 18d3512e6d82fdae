import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectCspRefusals } from '../support/csp.ts';
import { createAccount, signInThroughLoginForm } from '../support/accounts.ts';
import { openCalculatorFromList, saveSantosCalculator } from '../support/calculators.ts';
import { chooseOption } from '../support/select.ts';

const choose = (page: Page, scope: Locator | Page, label: string, option: string | RegExp) =>
  chooseOption(page, scope.getByRole('combobox', { name: label }), option);

/** The blocks whose rows open a side panel (the contract and the subtotals open nothing). */
const blocksWithPanels = ['Premium', 'SeaFreight', 'Insurance', 'Duty', 'Loading', 'LandFreight', 'Forex'];

test('a new user prices a first calculator to a global port without creating a destination, and works its panels from the keyboard', async ({
  page,
  request,
}) => {
  // A long journey (every panel, from the keyboard): it needs more than the default minute on a busy machine.
  test.slow();
  const cspRefusals = collectCspRefusals(page);
  const account = await createAccount(request, 'first-steps');
  await signInThroughLoginForm(page, account);

  await page.goto('/calculators');
  await expect(page.getByText('No Calculators')).toBeVisible();
  await page.getByRole('button', { name: 'Add Calculator' }).click();
  // No destination of their own: the destination ports are offered all the same (issue 12 item 15).
  await saveSantosCalculator(page, 'Santos to Rotterdam', 'Rotterdam, Netherlands (port)');
  const card = page.getByTestId('calculator-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('combobox', { name: 'To: Destination' })).toHaveValue(
    'Rotterdam, Netherlands (port)',
  );
  await expect(card.getByTestId('ddp-per-tonne')).toHaveText(/DDP [\d,]+\.\d\d USD\/t/);

  // The CSV from a button on the card (issue 12 item 20), with the DDP the card shows.
  const shownDdp = (await card.getByTestId('ddp-per-tonne').innerText()).replace(/[^\d.]/g, '');
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Santos to Rotterdam_.*\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv).toContain('Santos to Rotterdam');
  expect(csv).toContain(shownDdp);

  // Home is the Price Calculator home and the price boards together (calculators.md §1 index 1; issue 12 item 14).
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Price Calculator' })).toBeVisible();
  await expect(page.getByTestId('calculator-card').getByTestId('ddp-per-tonne')).toContainText(shownDdp);
  await expect(page.getByRole('heading', { name: 'Price Boards' })).toBeVisible();
  await page.goto('/calculators');
  // My Calculators names itself in its one first-level heading, drawn before the cards (decision 0075).
  await expect(page.getByRole('heading', { level: 1, name: 'My Calculators' })).toBeVisible();

  // The list beside the card shows the same DDP per tonne (issue 12 item 14), and between 500 and 700 px wide the
  // page never scrolls sideways, the row icons inside the card (item 18).
  const list = page.getByRole('table', { name: 'My Calculators' });
  await expect(list.getByTestId('list-ddp')).toHaveText(shownDdp.replace(/\B(?=(\d{3})+(?!\d))/g, ','));
  for (const width of [700, 600, 500]) {
    await page.setViewportSize({ width, height: 900 });
    // Columns that need more than the width scroll inside the card; the row icons stay pinned inside it.
    await list.getByRole('button', { name: /^Delete / }).scrollIntoViewIfNeeded();
    await list.evaluate((table) => table.parentElement!.scrollTo({ left: 0 }));
    const card = await list.locator('xpath=..').boundingBox();
    const icon = await list.getByRole('button', { name: /^Delete / }).boundingBox();
    expect(
      icon && card && icon.x >= card.x && icon.x + icon.width <= card.x + card.width,
      `${width} px`,
    ).toBe(true);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      `${width}`,
    ).toBe(0);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // The true-scale waterfall beside the spec's scaled chart (issue 12 item 27): bars in proportion to the amounts.
  const priceOf = async (type: string) =>
    Number(
      (await card.getByTestId(`cost-row-${type}`).locator('td').nth(1).innerText()).replace(/[^\d.-]/g, ''),
    );
  const heightOf = async (type: string) =>
    (await card.getByTestId(`chart-bar-${type}`).boundingBox())?.height ?? 0;
  await card.getByRole('button', { name: 'True scale' }).click();
  await expect(card.getByRole('button', { name: 'True scale' })).toHaveAttribute('aria-pressed', 'true');
  const [contract, freight] = [await priceOf('Contract'), await priceOf('SeaFreight')];
  await expect
    .poll(async () => (await heightOf('SeaFreight')) / (await heightOf('Contract')))
    .toBeCloseTo(freight / contract, 1);
  await card.getByRole('button', { name: 'Scaled' }).click();

  // Every cost-block panel opens with Enter on its focused row and closes with Esc (issue 12 item 16).
  const panel = page.getByRole('dialog', { name: 'Cost block panel' });
  let opened = 0;
  for (const type of blocksWithPanels) {
    const row = card.getByTestId(`cost-row-${type}`);
    // Forex has a row only when the calculator's currency is not the basis currency.
    if ((await row.count()) === 0) continue;
    opened += 1;
    await row.focus();
    await expect(row).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(panel, type).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel, type).toBeHidden();
  }
  expect(opened).toBeGreaterThanOrEqual(6);

  // Provenance in a trader's words (issue 12 item 25): a short source, 'unverified' where it is, the note one click away.
  await card.getByTestId('cost-row-SeaFreight').focus();
  await page.keyboard.press('Enter');
  // New York #11 raws ship in bulk by default (docs/decisions/0033): the voyage model, its inputs unverified.
  await expect(panel).toContainText('Source: Supramax voyage model, 55,000 t');
  await expect(panel.getByText('unverified')).toBeVisible();
  await expect(panel.getByText(/Baltic BSI basis/)).toBeHidden();
  await panel.getByText('How this figure is made').click();
  await expect(panel.getByText(/^bulk freight per tonne = \(hire \$15,000\/day/)).toBeVisible();
  await expect(panel.getByText(/Baltic BSI basis/)).toBeVisible();
  await page.keyboard.press('Escape');
  expect(cspRefusals).toEqual([]);
  // In euros the Forex row gives its rate with its unit (issue 12 item 25).
  await choose(page, card, 'Currency', 'EUR Euro');
  await expect(card.getByTestId('cost-row-Forex').locator('td').nth(1)).toHaveText(/^\d+(\.\d+)? EUR\/USD$/);
  await choose(page, card, 'Currency', 'USD US Dollar');
  await expect(card.getByTestId('cost-row-Forex').locator('td').nth(1)).toHaveText('1');
  // The Contract row opens nothing.
  await card.getByTestId('cost-row-Contract').focus();
  await page.keyboard.press('Enter');
  await page.waitForTimeout(800);
  await expect(panel).toBeHidden();
});

test("the summary's Remove asks in the app's own dialog, as the card does (issue 12 item 24)", async ({
  page,
  request,
}) => {
  const trader = await createAccount(request, 'remove');
  await signInThroughLoginForm(page, trader);
  await page.goto('/calculators/new');
  await saveSantosCalculator(page, 'To be removed', 'Rotterdam, Netherlands (port)');
  await openCalculatorFromList(page, /To be removed/);

  let browserDialogs = 0;
  page.on('dialog', (dialog) => {
    browserDialogs += 1;
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  const confirm = page
    .getByRole('dialog')
    .filter({ hasText: 'Are you sure you want to delete this calculator?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/calculators$/);
  expect(browserDialogs).toBe(0);
});
