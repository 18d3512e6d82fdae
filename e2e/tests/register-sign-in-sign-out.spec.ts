import { expect, test } from '@playwright/test';
import { isAccessTokenAccepted, readStoredSession, uniqueEmail } from '../support/accounts.ts';

test('a new trader registers, is signed in, stays signed in over a reload and signs out', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('journey');
  const password = 'Raw-Sugar-No11!';

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Price Calculator' })).toBeVisible();
  await expect(page.getByText('Try it free for one week.')).toBeVisible();
  // The window is wider than 900 px and the server supplies a register URL, so the link shows.
  await page.getByRole('link', { name: 'Start your free trial' }).click();
  await expect(page).toHaveURL(/\/register$/);

  // First submit reveals the account fields, the second one posts.
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await expect(page.getByRole('textbox', { name: 'Account' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Account is required')).toBeVisible();
  await expect(page.getByText('First Name is required')).toBeVisible();
  await expect(page.getByText('Last Name is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Account' }).fill('Journey Sugar Desk');
  await page.getByRole('textbox', { name: 'First Name' }).fill('Ada');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Trader');
  await page.getByRole('button', { name: 'Register' }).click();

  // A first-time user lands on the profile screen, signed in, with the free-trial banner.
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByText('Ada Trader')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('Free Plan expires in 7 days')).toBeVisible();
  await expect(page.getByRole('button', { name: 'UPGRADE' })).toBeVisible();
  await expect(page.getByText(`© ${new Date().getFullYear()} PSC`)).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByText('Ada Trader')).toBeVisible();

  const { accessToken } = await readStoredSession(page);
  expect(accessToken).not.toBeNull();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'My Profile' })).toBeVisible();
  await menu.getByRole('button', { name: 'Logout' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'LOGIN' })).toBeVisible();
  expect((await readStoredSession(page)).accessToken).toBeNull();
  // Logout revoked the token on the server, not only in this browser.
  expect(await isAccessTokenAccepted(request, accessToken ?? '')).toBe(false);

  // Signing in again with the new credentials goes back to the last screen.
  await page.getByRole('textbox', { name: 'Username' }).fill(email.toUpperCase());
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Ada Trader')).toBeVisible();

  // Signed out, a signed-in screen sends the visitor to login.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
});
