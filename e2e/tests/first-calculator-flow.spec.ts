import { expect, test } from '@playwright/test';
import { createAccount, readStoredSession, signInThroughLoginForm } from '../support/accounts.ts';
import { createSantosCalculatorThroughApi, saveSantosCalculator } from '../support/calculators.ts';

// Issue 48 item 14: after a create the carousel shows the new card, not # 1; a new card without cargo asks for it
// rather than showing 'total 0.00' alone; a Free user learns of the plan's allowance before filling the form.

test('a new card is the one shown, asks for its cargo, and the Free allowance is said before the form', async ({
  page,
  request,
}) => {
  // Under 600 px the carousel shows one card: the one it opens on.
  await page.setViewportSize({ width: 500, height: 900 });
  const trader = await createAccount(request, 'first-flow');
  await signInThroughLoginForm(page, trader, { landing: 'profile' });
  const accessToken = (await readStoredSession(page)).accessToken ?? '';
  await createSantosCalculatorThroughApi(request, accessToken, { name: 'First desk' });

  await page.goto('/calculators/new');
  await saveSantosCalculator(page, 'Second desk', /New York/);
  const cards = page.getByTestId('calculator-card');
  await expect(cards).toHaveCount(1);
  await expect(cards.getByRole('textbox', { name: 'Name' })).toHaveValue('Second desk');
  await expect(cards).toContainText('# 2');
  await expect(cards.getByText('Enter your cargo to see the totals')).toBeVisible();

  // Two calculators are the Free plan's allowance: the new-calculator screen says so instead of a form.
  await page.goto('/calculators/new');
  await expect(page.getByTestId('calculator-allowance')).toContainText(
    'Your plan allows 2 calculators. Upgrade to a paid plan to add more.',
  );
  await expect(page.getByRole('form', { name: 'New Calculator' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'UPGRADE' })).toHaveAttribute('href', '/account?upgrade=1');
});
