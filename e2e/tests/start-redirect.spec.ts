import { expect, test } from '@playwright/test';
import { createAccount } from '../support/accounts.ts';

// Issue 48 item 25: the `res` start parameter (account-and-billing.md §2: 'res (encoded redirect data; saved, then
// removed from the address)') was not read.
test('res is saved and taken off the address; the sign-in then goes there', async ({ page, request }) => {
  const user = await createAccount(request, 'start-res');
  await page.goto(`/login?res=${encodeURIComponent('/calculators')}`);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('textbox', { name: 'Username' }).fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  // A new user would land on My Profile: the saved address wins.
  await expect(page).toHaveURL(/\/calculators$/);
  await expect(page.getByRole('heading', { name: 'My Calculators' })).toBeVisible();

  // Signed in, base64url-encoded: straight there; another site is never a destination.
  await page.goto(`/?res=${Buffer.from('/profile').toString('base64url')}`);
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto(`/?res=${encodeURIComponent('//evil.example/x')}`);
  await expect(page).not.toHaveURL(/evil/);
  await expect(page).not.toHaveURL(/res=/);
});
