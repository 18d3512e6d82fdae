import { expect, test } from '@playwright/test';
import { createAccount, signInThroughLoginForm } from '../support/accounts.ts';
import { chooseOption } from '../support/select.ts';

test('a calculator follows the front period, says so on its card, and is fixed again by choosing a contract', async ({
  page,
  request,
}) => {
  const trader = await createAccount(request, 'rolling');
  await signInThroughLoginForm(page, trader, { landing: 'profile' });
  await page.goto('/calculators/new');
  const form = page.getByRole('form', { name: 'New Calculator' });
  const choose = (label: string, option: string | RegExp) =>
    chooseOption(page, form.getByRole('combobox', { name: label }), option);
  await form.getByRole('textbox', { name: 'Name' }).fill('Front month raws');
  await choose('Basis', 'New York #11');
  await chooseOption(page, form.getByRole('combobox', { name: 'Contract' }));
  await choose('Follow', 'Front period');
  await expect(form.getByRole('textbox', { name: 'Roll days before last trading day' })).toHaveValue('5');
  await form.getByRole('textbox', { name: 'Roll days before last trading day' }).fill('3');
  await choose('From: Region', 'South America');
  await choose('From: Country', 'Brazil');
  await choose('From: Port', 'Santos');
  await choose('To: Destination', /New York/);
  await form.getByRole('button', { name: 'Save & Close' }).click();
  await expect(page).toHaveURL(/\/calculators$/);

  await page.getByText('Front month raws').first().click();
  // The name opens the calculator's own page. Its card says the same as the list's, so without waiting for the
  // page the next steps could start on the list and lose an open menu when the page arrives.
  await expect(page).toHaveURL(/\/calculators\/[^/]+$/);
  await expect(page.getByRole('button', { name: 'EDIT' })).toBeVisible();
  await expect(
    page.getByText(/Follows the front period: moves to the next period 3 business day\(s\) before/),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Follow' })).toHaveText('Front period');

  await chooseOption(page, page.getByRole('combobox', { name: 'Follow' }), 'This contract only');
  await expect(page.getByText(/Follows the front period/)).toHaveCount(0);
});
