import { expect, test } from '@playwright/test';
import { signInThroughLoginForm } from '../support/accounts.ts';

const viewer = { email: 'viewer@demo-team.example', password: 'Demo-Team-2026!' };

// Issue 12 items 24 and 26: a Viewer is told what they cannot do, in the spec's words (§6), instead of an empty
// list or a form whose Save the server then refuses.
test('a Viewer sees Insufficient privileges!! on My Calculators and at the address of a new calculator', async ({
  page,
}) => {
  await signInThroughLoginForm(page, viewer);
  await page.goto('/calculators');
  await expect(page.getByText('Insufficient privileges!!')).toBeVisible();
  await expect(
    page.getByText(/Contact your administrator to upgrade your licence to Full User\./),
  ).toBeVisible();

  await page.goto('/calculators/new');
  await expect(page.getByText('Insufficient privileges!!')).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);

  await page.goto('/destinations/new');
  await expect(page.getByText('Insufficient privileges!!')).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
});
