import { expect, test } from '@playwright/test';
import { createAccount, readStoredSession, signInThroughLoginForm } from '../support/accounts.ts';
import { createSantosCalculatorThroughApi } from '../support/calculators.ts';

test('two calculators side by side: the differing blocks are highlighted with their reason', async ({
  page,
  request,
}) => {
  const trader = await createAccount(request, 'compare');
  await signInThroughLoginForm(page, trader, { landing: 'profile' });
  const accessToken = (await readStoredSession(page)).accessToken ?? '';
  await createSantosCalculatorThroughApi(request, accessToken, { name: 'Raws in bulk' });
  await createSantosCalculatorThroughApi(request, accessToken, {
    name: 'Raws in boxes',
    freightMode: 'container',
  });

  await page.goto('/calculators');
  await page.getByRole('button', { name: 'Compare' }).click();
  await expect(page).toHaveURL(/\/calculators\/compare\?ids=/);
  const table = page.getByRole('table', { name: 'Calculators compared block by block' });
  await expect(table.getByRole('columnheader', { name: /Raws in bulk/ })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /Raws in boxes/ })).toBeVisible();
  const seaFreight = table.getByRole('row', { name: /^Sea Freight/ });
  await expect(seaFreight).toContainText(/freight: bulk \(\w+\) vs containers/);
  await expect(table.getByRole('row', { name: /^DDP/ })).toContainText('the sum of the blocks above');
  await expect(table.getByRole('row', { name: /^Duty/ })).not.toContainText(' vs ');

  // The choice is in the address; with one calculator left, the page asks for another.
  const picker = page.getByRole('combobox', { name: 'Calculators to compare' });
  await picker.click();
  await picker.press('Backspace');
  await expect(page).not.toHaveURL(/,/);
  await expect(
    page.getByText('Choose two to four calculators to compare them block by block.'),
  ).toBeVisible();
});

test('a calculator in riyals is compared in the baseline’s dollars at the published rate, and says so', async ({
  page,
  request,
}) => {
  // Issue 48 item 3: 438.15 USD against 2,149.15 SAR showed "+1,711.00 SAR".
  const trader = await createAccount(request, 'compare-fx');
  await signInThroughLoginForm(page, trader, { landing: 'profile' });
  const accessToken = (await readStoredSession(page)).accessToken ?? '';
  await createSantosCalculatorThroughApi(request, accessToken, { name: 'In dollars' });
  await createSantosCalculatorThroughApi(request, accessToken, { name: 'In riyals', currencyCode: 'SAR' });

  await page.goto('/calculators');
  await page.getByRole('button', { name: 'Compare' }).click();
  const table = page.getByRole('table', { name: 'Calculators compared block by block' });
  await expect(table.getByRole('columnheader', { name: /In riyals/ })).toContainText('SAR');
  // The same cargo, priced in two currencies: no figure differs once converted.
  for (const row of ['Contract', 'DDP', 'Total per cargo'])
    await expect(table.getByRole('row', { name: new RegExp(`^${row}`) })).not.toContainText(/[+−]\d/);
  const conversions = page.getByTestId('compare-conversions');
  await expect(conversions).toContainText('differences are in USD, the baseline');
  await expect(conversions).toContainText(
    /In riyals: converted at the published rate, 1 SAR = [\d.]+ USD \([\d.]+ SAR per USD\), FX published \d/,
  );
});
