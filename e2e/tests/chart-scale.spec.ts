import { expect, test } from '@playwright/test';
import { createAccount, readStoredSession, signInThroughLoginForm } from '../support/accounts.ts';
import { createSantosCalculatorThroughApi } from '../support/calculators.ts';

// Issue 48 item 7: the scaled chart was the default and misled (0.90 $/t of insurance drawn 3.5 times taller than
// 26.23 $/t of freight). True scale is the default, the spec's scaled chart one click away, the choice remembered.

test('the cost-block chart opens at true scale, keeps the scaled one available, and remembers the choice', async ({
  page,
  request,
}) => {
  const trader = await createAccount(request, 'chart-scale');
  await signInThroughLoginForm(page, trader, { landing: 'profile' });
  const accessToken = (await readStoredSession(page)).accessToken ?? '';
  await createSantosCalculatorThroughApi(request, accessToken);

  await page.goto('/calculators');
  const card = page.getByTestId('calculator-card');
  const trueScale = card.getByRole('button', { name: 'True scale' });
  const scaled = card.getByRole('button', { name: 'Scaled' });
  await expect(trueScale).toHaveAttribute('aria-pressed', 'true');
  const heightOf = async (type: string) =>
    (await card.getByTestId(`chart-bar-${type}`).boundingBox())?.height ?? 0;
  // At true scale the insurance is far smaller than the freight.
  expect(await heightOf('Insurance')).toBeLessThan(await heightOf('SeaFreight'));

  await scaled.click();
  await expect(scaled).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(card.getByRole('button', { name: 'Scaled' })).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByRole('button', { name: 'True scale' })).toHaveAttribute('aria-pressed', 'false');
});
