import { expect, test } from '@playwright/test';
import { readStoredSession, signInThroughLoginForm } from '../support/accounts.ts';
import { createSantosCalculatorThroughApi } from '../support/calculators.ts';

// Issue 48 item 2: above 1200 px three equal cards of 374-453 px cut the contract month ("M…"), the currency
// ("U…"), the region, the port and the vessel class. The current card is wide, its neighbours previews.

// The demo team's administrator: a paid plan (a free one stops at two calculators); no other journey counts this
// user's calculators.
const paidAdmin = { email: 'admin@demo-team.example', password: 'Demo-Team-2026!' };

test('every field of the current card is readable from 1201 to 1920 px', async ({ page, request }) => {
  await signInThroughLoginForm(page, paidAdmin);
  const accessToken = (await readStoredSession(page)).accessToken ?? '';
  const headers = { Authorization: `Bearer ${accessToken}` };
  const earlier = (await (await request.get('/api/v1/calculator/all', { headers })).json()) as {
    id: string;
  }[];
  for (const { id } of earlier) await request.delete(`/api/v1/calculator/${id}`, { headers });
  for (const [name, currencyCode] of [
    ['In dollars', 'USD'],
    ['In riyals', 'SAR'],
    ['In euros', 'EUR'],
  ] as const)
    await createSantosCalculatorThroughApi(request, accessToken, { name, currencyCode });

  for (const width of [1280, 1600, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/calculators');
    await expect(page.getByTestId('calculator-card')).toHaveCount(2);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByTestId('calculator-card')).toHaveCount(3);
    const current = page.locator('[data-testid="calculator-card"][aria-current="true"]');
    await expect(current).toHaveAttribute('aria-label', 'In riyals');
    await expect(current.getByRole('combobox', { name: 'Currency' })).toContainText('SAR');
    await expect(current.getByRole('combobox', { name: 'Vessel class' })).toContainText('Supramax');
    const truncated = await current.evaluate((card) =>
      Array.from(
        card.querySelectorAll(
          'input:not([aria-hidden="true"]), .MuiSelect-select, label, .MuiTypography-root, td, th',
        ),
      )
        .filter((field) => field.scrollWidth > field.clientWidth + 1)
        .map((field) => field.getAttribute('id') ?? field.textContent ?? ''),
    );
    expect(truncated, `truncated at ${width} px`).toEqual([]);
  }
});
