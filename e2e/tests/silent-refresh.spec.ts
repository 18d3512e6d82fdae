import { expect, test } from '@playwright/test';
import { createAccount, readStoredSession, signInThroughLoginForm } from '../support/accounts.ts';

test('an active user is refreshed silently before the token expires', async ({ page, request }) => {
  await page.clock.install();
  const account = await createAccount(request, 'active');
  await signInThroughLoginForm(page, account);
  const before = await readStoredSession(page);

  // Five minutes before expiry nothing happens yet.
  const now = await page.evaluate(() => Date.now());
  await page.clock.fastForward(before.expiresAt - now - 300_000);
  // The user works on the page...
  await page.getByRole('heading', { name: 'My Profile' }).click();
  await page.keyboard.press('Tab');

  const refreshRequest = page.waitForRequest(
    (candidate) =>
      candidate.url().endsWith('/oauth/token') &&
      (candidate.postData() ?? '').includes('grant_type=refresh_token'),
  );
  // ...and four minutes later, 60 s before expiry, the 10 s check renews the tokens without asking.
  await page.clock.fastForward(240_000);
  await refreshRequest;
  await expect.poll(async () => (await readStoredSession(page)).accessToken).not.toBe(before.accessToken);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const after = await readStoredSession(page);
  expect(after.refreshToken).not.toBe(before.refreshToken);
  expect(after.expiresAt - after.issuedAt).toBe(3_600_000);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Eve Tester')).toBeVisible();
});
