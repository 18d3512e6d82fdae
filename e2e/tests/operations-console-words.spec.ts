import { expect, test } from '@playwright/test';
import { createAccount } from '../support/accounts.ts';
import { signInOperator } from '../support/operator-console.ts';
import { chooseOption } from '../support/select.ts';

// Issue 48 item 22: the customer desk as support reads it, and the desks of another role.

test('support reads accounts in words: real users, states and plans', async ({ page, request }) => {
  const customer = await createAccount(request, 'desk-words');
  await signInOperator(page, request, 'support');
  await page.goto('/ops/accounts');
  await page.getByRole('searchbox', { name: 'Search accounts' }).fill(customer.email);
  const accounts = page.getByRole('table', { name: 'Accounts' });
  const row = accounts.getByRole('row').filter({ hasText: 'E2E desk-words' });
  await expect(row).toContainText('Free trial');
  await expect(row).not.toContainText('free (');
  // One user, the administrator who registered: not 0.
  await expect(row.getByRole('cell').nth(2)).toHaveText('1');
  await row.getByRole('link').click();
  await expect(page.getByText(/^Free trial$/)).toBeVisible();
  await expect(page.getByText(/ · Monthly$/)).not.toHaveText(/^\d/);
  await expect(page.getByText(/^Plan \d/)).toHaveCount(0);
});

test('an analyst opening the settings desk by its address reads that it is for administrators', async ({
  page,
  request,
}) => {
  await signInOperator(page, request, 'analyst');
  await page.goto('/ops/settings');
  await expect(page.getByRole('status').filter({ hasText: 'Settings is for administrators' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'App settings' })).toHaveCount(0);
  await expect(page.getByText('This call is for the admin role')).toHaveCount(0);
});

test('the market desk asks before publishing outliers, naming them, and labels #11 in cents a pound', async ({
  page,
  request,
}) => {
  await signInOperator(page, request, 'analyst');
  await page.goto('/ops/market');
  const publish = page.getByRole('region', { name: 'Publish prices' });
  await chooseOption(page, publish.getByRole('combobox', { name: 'Format' }), 'PSC price CSV');
  const header =
    'contractId,periodId,regionId,price,lowPrice,highPrice,premiumCost,currencyCode,unit,lastUpdated';
  await publish
    .getByRole('textbox', { name: 'File contents' })
    .fill(`${header}\nNewYork11,Mar-27,,99.5,,,,USD,,${new Date().toISOString().slice(0, 10)}T16:00:00Z\n`);
  await publish.getByRole('button', { name: 'Preview' }).click();
  const row = publish.getByRole('row').filter({ hasText: 'Mar-27' });
  await expect(row).toContainText('99.5 US ¢/lb');
  await expect(row).toContainText('Outlier');
  await publish.getByRole('button', { name: 'Publish' }).click();
  const confirm = page.getByRole('dialog', { name: /Publish 1 outlier\?/ });
  await expect(confirm.getByRole('list', { name: 'Outliers' })).toContainText('NewYork11 Mar-27');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(publish.getByRole('status').filter({ hasText: 'traders see it' })).toHaveCount(0);
});
