import { expect, test } from '@playwright/test';
import {
  createAccount,
  isAccessTokenAccepted,
  readStoredSession,
  signInThroughLoginForm,
} from '../support/accounts.ts';

test('My Profile lists my sessions; signing one out refuses its tokens at once', async ({
  browser,
  request,
}) => {
  const user = await createAccount(request, 'sessions');
  const laptop = await browser.newPage();
  const phoneContext = await browser.newContext();
  const phone = await phoneContext.newPage();
  await signInThroughLoginForm(laptop, user, { landing: 'profile' });
  await signInThroughLoginForm(phone, user, { landing: 'profile' });
  const phoneSession = await readStoredSession(phone);
  expect(await isAccessTokenAccepted(request, phoneSession.accessToken ?? '')).toBe(true);

  await laptop.goto('/profile');
  await laptop.getByRole('button', { name: 'Where you are signed in' }).click();
  const sessions = laptop.getByRole('list', { name: 'Your sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('This session')).toHaveCount(1);
  await expect(sessions.getByText(/Address 127\.0\.0\.1/).first()).toBeVisible();
  // In the user's date format, the first preset 'mmm d, yyyy h:mm:ss' for a new user (issue 48), not en-GB's
  // '29 Nov 2026, 02:20'.
  await expect(
    sessions.getByText(/Signed in [A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2}:\d{2}/).first(),
  ).toBeVisible();

  await sessions.getByRole('button', { name: /^Sign out / }).click();
  const panel = laptop.getByRole('region', { name: 'Where you are signed in' });
  await expect(panel.getByRole('status')).toContainText('is signed out.');
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(laptop.getByText('You are signed in only here.')).toBeVisible();
  expect(await isAccessTokenAccepted(request, phoneSession.accessToken ?? '')).toBe(false);
  expect(await isAccessTokenAccepted(request, (await readStoredSession(laptop)).accessToken ?? '')).toBe(
    true,
  );
  await phoneContext.close();
});
