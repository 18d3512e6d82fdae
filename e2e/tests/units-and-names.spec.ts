import { expect, test } from '@playwright/test';
import { createAccount, readStoredSession, signInThroughLoginForm } from '../support/accounts.ts';
import { openSelect } from '../support/select.ts';

// Issue 48 item 13: every amount says its currency and every name reads as a name: the list's Land Freight, the
// cash market's region group in the summary ('EU Region 2', not 'Region2'), the alert picker's grouped digits.

test('amounts carry their currency and names read as names', async ({ page, request }) => {
  const trader = await createAccount(request, 'units-names');
  await signInThroughLoginForm(page, trader, { landing: 'profile' });
  const headers = { Authorization: `Bearer ${(await readStoredSession(page)).accessToken ?? ''}` };
  const destination = await request.post('/api/v1/destination/userdefined', {
    headers,
    data: {
      name: 'Rotterdam mill',
      arrivalPortId: 'NLRTM',
      currencyCode: 'IDR',
      perTonLandFreightCostAsString: '12.50',
      destinationCostAsString: '10',
    },
  });
  expect(destination.status(), await destination.text()).toBe(200);
  const created = await request.post('/api/v1/calculator', {
    headers,
    data: {
      name: 'Cash market in rupiah',
      contractId: 'CashMarketPrice',
      periodId: 'CMPFY',
      originRegionId: 'Europe',
      originCMPRegionId: 'Region2',
      originCountryId: '276',
      originPortId: null,
      destinationId: ((await destination.json()) as { id: string }).id,
      currencyCode: 'IDR',
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = (await created.json()) as { id: string };

  await page.goto(`/calculators/${id}`);
  await expect(page.getByText('Source:').first().locator('..')).toContainText('Germany, EU Region 2');
  await expect(page.getByText('Region2')).toHaveCount(0);
  await expect(page.getByTestId('flat-price')).toContainText(/total [\d,]+\.\d{2} IDR$/);

  await page.goto('/destinations');
  const row = page.getByRole('row', { name: /Rotterdam mill/ });
  await expect(row.getByRole('cell').nth(5)).toHaveText('12.5 IDR');

  await page.goto('/alerts');
  const picker = await openSelect(page, page.getByRole('combobox', { name: 'Calculator' }));
  await expect(picker.getByRole('option', { name: /Cash market in rupiah/ })).toHaveText(
    /^Cash market in rupiah \(now \d{1,3}(,\d{3})+\.\d{2} IDR\/t\)$/,
  );
});
