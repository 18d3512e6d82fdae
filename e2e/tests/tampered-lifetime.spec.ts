import { expect, test } from '@playwright/test';
import { createAccount, readStoredSession, signInThroughLoginForm } from '../support/accounts.ts';

const tamperings = [
  {
    name: 'an expiry pushed two hours later',
    tamper: () =>
      localStorage.setItem('psc.expiresAt', String(Number(localStorage.getItem('psc.issuedAt')) + 7_200_000)),
  },
  { name: 'a removed issue time', tamper: () => localStorage.removeItem('psc.issuedAt') },
];

for (const { name, tamper } of tamperings) {
  test(`a stored lifetime with ${name} forces a logout at start`, async ({ page, request }) => {
    const account = await createAccount(request, 'tamper');
    await signInThroughLoginForm(page, account);

    await page.evaluate(tamper);
    await page.reload();

    await expect(page).toHaveURL(/\/login$/);
    const dialog = page.getByRole('dialog', { name: 'Security settings changed' });
    await expect(dialog).toBeVisible();
    const stored = await readStoredSession(page);
    expect(stored.accessToken).toBeNull();
    expect(stored.refreshToken).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('psc.expiresAt'))).toBeNull();

    await dialog.getByRole('button', { name: 'Ok' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'LOGIN' })).toBeVisible();
  });
}

test('behind the Token Expired dialog the page says what the dialog says, not the server (issue 12 item 26)', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'token-expired');
  await signInThroughLoginForm(page, account, { landing: 'profile' });
  // The server refuses the next call as it does once a session has ended elsewhere.
  await page.route('**/api/v1/calculator/all', (route) =>
    route.fulfill({
      status: 401,
      json: {
        success: false,
        message: 'Full authentication is required to access this resource',
        code: 'UNAUTHORIZED',
      },
    }),
  );
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'My Calculators' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Token Expired' });
  await expect(dialog).toBeVisible();
  await expect(page.getByText('Full authentication is required')).toHaveCount(0);
});
