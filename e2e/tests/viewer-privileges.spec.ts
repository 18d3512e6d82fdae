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

// Decision 0156: the account view asks for the account beside the user when this browser last knew an
// administrator. A role since changed costs that one refused read: the page goes by the user as read now.
test('a Viewer whose browser last knew an administrator sees their account view, not an error', async ({
  page,
}) => {
  await signInThroughLoginForm(page, viewer);
  // As on a first visit in this browser since: no figures of the last one, which would say who the user is. Set
  // as the next page starts, since the page being left stores its figures as it goes.
  await page.addInitScript(() => {
    localStorage.removeItem('psc.lastFigures');
    localStorage.setItem('psc.admin', 'true');
  });
  const refused = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/v1/accounts/me' && response.status() === 403,
  );
  await page.goto('/account');
  await refused;
  await expect(page.getByRole('region', { name: 'Your plan' })).toBeVisible();
  await expect(page.getByText(/A problem getting the account details/)).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Details' })).toHaveCount(0);
  // The frame read the user again and remembers the role as it is now.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('psc.admin'))).toBe('false');
});
