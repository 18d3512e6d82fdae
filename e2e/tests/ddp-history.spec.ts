import { expect, test } from '@playwright/test';
import { createAccount, readStoredSession, signInThroughLoginForm } from '../support/accounts.ts';
import { createSantosCalculatorThroughApi } from '../support/calculators.ts';

// Issue 48 items 1 and 5: the DDP history panel asks the server once per range (and per publication), and its
// Contract line is the card's Contract.

/** How long the journey watches an open panel for requests nobody asked for (it made ~2.4 a second). */
const watchMs = 3_000;

test('an open DDP history asks once per range, and its Contract is the card’s Contract', async ({
  page,
  request,
}) => {
  const trader = await createAccount(request, 'history-requests');
  await signInThroughLoginForm(page, trader, { landing: 'profile' });
  const accessToken = (await readStoredSession(page)).accessToken ?? '';
  const { id } = await createSantosCalculatorThroughApi(request, accessToken);

  const historyRequests: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === `/api/v1/calculator/${id}/history`) historyRequests.push(sent.url());
  });
  await page.goto(`/calculators/${id}`);
  const card = page.getByTestId('calculator-card');
  const contractOnCard = await card.getByTestId('cost-row-Contract').locator('td').nth(1).innerText();

  await page.getByRole('button', { name: 'DDP history' }).click();
  await expect(page.getByRole('img', { name: /DDP history chart/ })).toBeVisible();
  // Nothing changes while the panel stays open: no further request.
  await page.waitForTimeout(watchMs);
  expect(historyRequests).toHaveLength(1);

  // Another range: one request, then quiet again.
  await page.getByRole('button', { name: '30 days' }).click();
  await expect.poll(() => historyRequests.length).toBe(2);
  await page.waitForTimeout(watchMs);
  expect(historyRequests).toHaveLength(2);

  // The table's newest price row: its Contract is the card's (polarisation premium included), and no row is
  // an empty 'Rule tables' one (the demo's rule tables were saved before any price, and moved nothing since).
  await page.getByRole('button', { name: 'Show as table' }).click();
  const table = page.getByRole('table', { name: 'DDP history' });
  await expect(table.getByRole('columnheader', { name: 'Contract USD/t' })).toBeVisible();
  const newestPrices = table.getByRole('row').filter({ hasText: 'Prices' }).first();
  await expect(newestPrices.getByRole('cell').nth(3)).toHaveText(contractOnCard);
  await expect(table.getByRole('row').filter({ hasText: 'Rule tables' })).toHaveCount(0);
  await expect(table.getByRole('cell', { name: '—' })).toHaveCount(0);
  expect(historyRequests).toHaveLength(2);
});
