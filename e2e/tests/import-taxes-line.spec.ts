import { expect, test } from '@playwright/test';
import { createAccount, readStoredSession, signInThroughLoginForm } from '../support/accounts.ts';
import { createSantosCalculatorThroughApi } from '../support/calculators.ts';

// Issue 45 item 4 (decision 0120): a new trader prices Santos → Chittagong raws and reads, below the DDP, the taxes at
// import with their base, rate and source, outside the DDP.
test('Santos → Chittagong raws show the VAT line with its base, rate and source below the DDP', async ({
  page,
  request,
}) => {
  const trader = await createAccount(request, 'import-taxes');
  await signInThroughLoginForm(page, trader, { landing: 'profile' });
  const accessToken = (await readStoredSession(page)).accessToken ?? '';
  const { id } = await createSantosCalculatorThroughApi(request, accessToken, {
    name: 'Santos to Chittagong',
    destinationId: 'BDCGP',
  });

  await page.goto(`/calculators/${id}`);
  const taxes = page.getByRole('region', { name: 'Taxes at import' });
  await expect(taxes).toBeVisible();
  await expect(taxes).toContainText('Taxes at import (outside the DDP)');
  await expect(taxes).toContainText('Paid at clearance, outside the DDP (recoverable by most importers)');
  const vat = taxes.getByTestId('import-tax-line').filter({ hasText: /^VAT 15 %/ });
  await expect(vat).toContainText(/VAT 15 % of CIF \+ duty [\d,]+\.\d\d: [\d,]+\.\d\d USD\/t/);
  await expect(vat).toContainText(/Source: NBR: 15 % VAT on sugar imports/);
  await expect(taxes.getByTestId('import-tax-line').filter({ hasText: 'Advance income tax' })).toContainText(
    /2 % of CIF \(customs value\)/,
  );
  await taxes.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('chittagong-import-taxes.png'), fullPage: false });

  // A matrix cell's waterfall names the taxes beside its DDP (decision 0133): a figure for Chittagong, and 'not known'
  // for Yokohama, where no import tax is on file.
  const matrix = await request.post('/api/v1/matrices', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: {
      name: 'Taxes beside the DDP',
      currencyCode: 'USD',
      origins: [{ contractId: 'NewYork11', originPortId: 'BRSSZ', freightMode: 'container' }],
      destinationIds: ['BDCGP', 'JPYOK'],
      periodCount: 1,
      blocks: {},
    },
  });
  expect(matrix.status(), await matrix.text()).toBe(201);
  await page.goto(`/matrices/${((await matrix.json()) as { id: string }).id}`);
  const taxRow = page.getByRole('dialog').getByRole('row', { name: /^Taxes at import \(outside the DDP\)/ });
  await page.getByRole('button', { name: /to Chittagong:/ }).click();
  await expect(taxRow).toContainText(/\d+\.\d\d$/);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: /to Yokohama:/ }).click();
  await expect(taxRow).toContainText('not known');
});
