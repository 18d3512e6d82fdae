import { expect, test, type Locator, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/accounts.ts';
import { chooseOption } from '../support/select.ts';

// Issue 48, 'Done when': tried as a new user would. Register, build a first calculator with a port found by
// typing part of its name and a cargo, compare it with a calculator in riyals, freeze a quote and share it as a
// buyer's copy, open the link signed out, and read the How to Use guide against the card.

const internalMarks = [/calculators\.md/, /not market data/i, /not verified/i, /https?:\/\//];

/** Fills and saves the New Calculator form: New York #11 from Santos to a port found by typing `search`. */
const newSantosCalculator = async (
  page: Page,
  name: string,
  search: string,
  port: RegExp,
  currency: RegExp,
) => {
  await page.goto('/calculators/new');
  const form = page.getByRole('form', { name: 'New Calculator' });
  const choose = (label: string, option: string | RegExp) =>
    chooseOption(page, form.getByRole('combobox', { name: label }), option);
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await choose('Basis', 'New York #11');
  await chooseOption(page, form.getByRole('combobox', { name: 'Contract' }));
  await choose('Currency', currency);
  await choose('From: Region', 'South America');
  await choose('From: Country', 'Brazil');
  await choose('From: Port', 'Santos');
  // The destination list is searched by any part of a name (issue 48 item 14).
  const destination = form.getByRole('combobox', { name: 'To: Destination' });
  await destination.click();
  await destination.fill(search);
  const found = page.getByRole('option');
  await expect(found.first()).toBeVisible();
  for (const option of await found.all()) await expect(option).toContainText(new RegExp(search, 'i'));
  await found.filter({ hasText: port }).first().click();
  await expect(destination).toHaveValue(port);
  await form.getByRole('button', { name: 'Save & Close' }).click();
  await expect(page).toHaveURL(/\/calculators$/);
};

/** The card now shown (the carousel opens on the new one), with its cargo given. */
const giveCargo = async (card: Locator, tonnes: string) => {
  await expect(card.getByText('Enter your cargo to see the totals')).toBeVisible();
  const field = card.getByRole('textbox', { name: 'Tonnes' });
  await field.fill(tonnes);
  await field.press('Enter');
  await expect(card.getByText('Enter your cargo to see the totals')).toHaveCount(0);
};

test('a new user registers, prices Santos to Chittagong, compares it in riyals, shares a buyer copy and reads the guide against the card', async ({
  page,
  browser,
}) => {
  // Five screens and two calculators: a long walk, given three times a journey's usual time.
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  // Register.
  await page.goto('/login');
  await page.getByRole('link', { name: 'Start your free trial' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('walk'));
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Raw-Sugar-Walk-11!');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Account' }).fill('Walk Sugar Desk');
  await page.getByRole('textbox', { name: 'First Name' }).fill('Nadia');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Walker');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  // A first calculator, its port found by typing, then its cargo.
  await newSantosCalculator(page, 'Raws to Chittagong', 'chitt', /Chittagong/, /^USD/);
  const card = page.getByTestId('calculator-card');
  await expect(card).toHaveCount(1);
  await giveCargo(card, '25000');
  await expect(card.getByTestId('ddp-per-tonne')).toHaveText(/DDP [\d,]+\.\d\d USD\/t/);
  // The cargo stays in its field and the card totals it: the shown DDP × 25,000 t (docs/pricing.md, Total).
  await expect(card.getByRole('textbox', { name: 'Tonnes' })).toHaveValue('25000');
  const perTonne = Number((await card.getByTestId('ddp-per-tonne').innerText()).replace(/[^\d.]/g, ''));
  const cargoTotal = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2 }).format(
    (Math.round(perTonne * 100) * 25_000) / 100,
  );
  await expect(card).toContainText(`Total ${cargoTotal} USD`);

  // The same cargo in riyals, found by a part of its port's name, is compared in the baseline's dollars.
  await newSantosCalculator(page, 'Raws to Jeddah', 'jedd', /Jeddah/, /^SAR/);
  await page.getByRole('button', { name: 'Compare' }).click();
  await expect(page).toHaveURL(/\/calculators\/compare\?ids=/);
  const table = page.getByRole('table', { name: 'Calculators compared block by block' });
  await expect(table.getByRole('columnheader', { name: /Raws to Jeddah/ })).toContainText('SAR');
  await expect(page.getByTestId('compare-conversions')).toContainText('differences are in USD, the baseline');

  // A quote of the first calculator, opened from its column of the comparison, shared as a buyer's copy and
  // opened signed out.
  await table.getByRole('link', { name: /Raws to Chittagong/ }).click();
  await expect(page).toHaveURL(/\/calculators\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Freeze a quote' }).click();
  await page.getByRole('dialog', { name: 'Freeze a quote' }).getByRole('button', { name: 'Freeze' }).click();
  await expect(page).toHaveURL(/\/quotes\/[0-9a-f-]{36}$/);
  const ddp = (await page.getByText(/^DDP [\d,.]+ USD\/t$/).innerText()).trim();
  const share = page.getByRole('region', { name: 'Share link' });
  await share.getByRole('button', { name: 'Create share link' }).click();
  const link = await share.getByRole('textbox', { name: 'Read-only link' }).inputValue();
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(link);
  await expect(visitor.getByText(ddp)).toBeVisible();
  await expect(visitor.getByRole('table', { name: 'Waterfall' })).toBeVisible();
  for (const mark of internalMarks) await expect(visitor.getByRole('main')).not.toContainText(mark);
  await visitor.context().close();

  // How to Use: every block its table names is on the card, under the name the guide gives it.
  await page.goto('/how-to');
  const guide = page.getByRole('article', { name: 'How to Use' });
  const blocksTable = guide.getByRole('table').first();
  await expect(blocksTable).toContainText('DEST. CHARGES');
  const shownAs = (await blocksTable.locator('tbody tr td:nth-child(2)').allInnerTexts()).map((text) =>
    text.replace(/\s*\(.*$/, '').trim(),
  );
  expect(shownAs.length).toBeGreaterThanOrEqual(8);
  await page.goto('/calculators');
  // A card is named by its calculator (aria-label): the name itself sits in a field, not in the card's text.
  const walkedCard = page
    .getByTestId('calculator-card')
    .and(page.getByLabel('Raws to Chittagong', { exact: true }));
  for (const name of shownAs)
    // A name may lead a longer label: Finance is its switch, 'Finance (cost of money, after CIF)', until it is on.
    await expect(
      walkedCard.getByText(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`)).first(),
    ).toBeAttached();
});
