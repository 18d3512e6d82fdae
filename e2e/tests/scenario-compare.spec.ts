import { expect, test } from '@playwright/test';
import { createAccount, readStoredSession, signInThroughLoginForm } from '../support/accounts.ts';

test('two calculators side by side: the differing blocks are highlighted with their reason', async ({
  page,
  request,
}) => {
  const trader = await createAccount(request, 'compare');
  await signInThroughLoginForm(page, trader, { landing: 'profile' });
  const headers = { Authorization: `Bearer ${(await readStoredSession(page)).accessToken ?? ''}` };
  const periods = (await (
    await request.get('/api/v1/contract/periods/NewYork11', { headers })
  ).json()) as Array<{
    id: string;
    concluded: boolean;
  }>;
  const santosToNewYork = {
    contractId: 'NewYork11',
    periodId: periods.find((period) => !period.concluded)?.id,
    originRegionId: 'South America',
    originCountryId: '076',
    originPortId: 'BRSSZ',
    destinationId: 'USNYC',
    currencyCode: 'USD',
  };
  for (const calculator of [
    { ...santosToNewYork, name: 'Raws in bulk' },
    { ...santosToNewYork, name: 'Raws in boxes', freightMode: 'container' },
  ]) {
    const created = await request.post('/api/v1/calculator', { headers, data: calculator });
    expect(created.status(), await created.text()).toBe(200);
  }

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
