import { expect, test } from '@playwright/test';
import { readStoredSession, signInThroughLoginForm } from '../support/accounts.ts';
import { e2eOperatorKey } from '../support/operator.ts';

const admin = { email: 'admin@demo-team.example', password: 'Demo-Team-2026!' };

test('a London #5 settlement ten days old shows the board as late, with its date and cadence', async ({
  page,
  request,
}) => {
  await signInThroughLoginForm(page, admin);
  const token = (await readStoredSession(page)).accessToken ?? '';
  // The furthest live period, so no other journey's figure moves.
  const periods = (await (
    await request.get('/api/v1/contract/periods/London5', {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { id: string; concluded: boolean }[];
  const periodId = periods.filter((period) => !period.concluded).at(-1)?.id ?? '';
  const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000);
  const published = await request.post('/system/prices', {
    headers: { authorization: `Bearer ${e2eOperatorKey}`, 'content-type': 'text/csv' },
    data: `contractId,periodId,price,currencyCode,lastUpdated\nLondon5,${periodId},455.5,USD,${tenDaysAgo.toISOString()}\n`,
  });
  expect(published.status(), await published.text()).toBeLessThan(300);

  await page.reload();
  const board = page.getByRole('tabpanel', { name: 'ICE London #5' });
  const late = board.getByText(`Late: as of ${tenDaysAgo.toISOString().slice(0, 10)}`);
  await expect(late).toBeVisible();
  await expect(late.locator('xpath=ancestor-or-self::*[@title][1]')).toHaveAttribute(
    'title',
    /^London #5: newest figure as of \d{4}-\d{2}-\d{2}, published every business day \(ICE-EU calendar\)$/,
  );
});
