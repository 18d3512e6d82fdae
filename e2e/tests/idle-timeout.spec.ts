import { expect, test, type Page } from '@playwright/test';
import { createAccount, readStoredSession, signInThroughLoginForm } from '../support/accounts.ts';

const countdownDialogName = 'Your session is about to expire';

/** Moves the page clock to `secondsBeforeExpiry` before the stored expiry, with no user activity on the way. */
const jumpToBeforeExpiry = async (page: Page, secondsBeforeExpiry: number) => {
  const { expiresAt } = await readStoredSession(page);
  const now = await page.evaluate(() => Date.now());
  await page.clock.fastForward(expiresAt - now - secondsBeforeExpiry * 1000);
};

test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

test('an idle user gets the countdown, then is signed out with Session Timeout', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'idle');
  await signInThroughLoginForm(page, account);

  await jumpToBeforeExpiry(page, 65);
  const dialog = page.getByRole('dialog', { name: countdownDialogName });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeVisible();

  await page.clock.fastForward(61_000);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Session Timeout')).toBeVisible();
  const stored = await readStoredSession(page);
  expect(stored.accessToken).toBeNull();
  expect(stored.refreshToken).toBeNull();
});

test('Continue in the countdown refreshes the tokens and keeps the user signed in', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'continue');
  await signInThroughLoginForm(page, account);
  const before = await readStoredSession(page);

  await jumpToBeforeExpiry(page, 65);
  const dialog = page.getByRole('dialog', { name: countdownDialogName });
  await expect(dialog).toBeVisible();

  const refreshRequest = page.waitForRequest(
    (candidate) =>
      candidate.url().endsWith('/oauth/token') &&
      (candidate.postData() ?? '').includes('grant_type=refresh_token'),
  );
  await dialog.getByRole('button', { name: 'Continue' }).click();
  expect((await refreshRequest).postData()).toContain(
    `refresh_token=${encodeURIComponent(before.refreshToken ?? '')}`,
  );
  await expect(dialog).toBeHidden();

  const after = await readStoredSession(page);
  expect(after.accessToken).not.toBe(before.accessToken);
  expect(after.refreshToken).not.toBe(before.refreshToken);
  expect(after.expiresAt - after.issuedAt).toBe(3_600_000);
  expect(after.expiresAt).toBeGreaterThan(before.expiresAt);

  // The new token works: the page still loads signed-in data after the old expiry has passed.
  await page.clock.fastForward(120_000);
  await page.reload();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Eve Tester')).toBeVisible();
});
