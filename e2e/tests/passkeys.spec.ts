import { expect, test, type Page } from '@playwright/test';
import { createAccount, readStoredSession, signInThroughLoginForm } from '../support/accounts.ts';
import { addVirtualAuthenticator, passkeyOrigin } from '../support/passkeys.ts';

test.use({ baseURL: passkeyOrigin(Number(process.env.PSC_E2E_PORT ?? 8686)) });

const logout = async (page: Page) => {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
};

const passkeysPanel = (page: Page) => page.getByRole('region', { name: /^Passkeys/ });

test('a user adds a passkey on My Profile, signs in with it alone and as the second step, then removes it', async ({
  page,
  request,
}) => {
  const authenticator = await addVirtualAuthenticator(page);
  const user = await createAccount(request, 'passkey');
  await signInThroughLoginForm(page, user, { landing: 'profile' });

  // My Profile → Passkeys: name it, add it; the browser's dialog is answered by the virtual authenticator.
  await page.getByRole('button', { name: /^Passkeys/ }).click();
  const panel = passkeysPanel(page);
  await expect(panel.getByText('You have no passkeys yet.')).toBeVisible();
  await panel.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(panel.getByText('Name is required')).toBeVisible();
  await panel.getByRole('textbox', { name: 'Passkey name' }).fill('Journey laptop');
  await panel.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(panel.getByRole('status')).toHaveText('Passkey added: Journey laptop.');
  const list = panel.getByRole('list', { name: 'Your passkeys' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Never used');
  const [credential] = await authenticator.credentials();
  expect(credential?.isResidentCredential).toBe(true);

  // Signing in with the passkey alone: no e-mail, no password.
  await logout(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(
    page.getByRole('heading', { name: 'My Profile' }).or(page.getByRole('heading', { name: 'Price Boards' })),
  ).toBeVisible();
  const session = await readStoredSession(page);
  expect(session.accessToken).not.toBeNull();
  // The session renews like any other: the refresh grant names the user by e-mail.
  expect(await page.evaluate(() => localStorage.getItem('psc.username'))).toBe(user.email.toLowerCase());

  // After the password, the passkey is the second step (the user has no authenticator app).
  await logout(page);
  await page.getByRole('textbox', { name: 'Username' }).fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Confirm with your passkey')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'One-time code' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Use a recovery code' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Use passkey' }).click();
  await expect(
    page.getByRole('heading', { name: 'My Profile' }).or(page.getByRole('heading', { name: 'Price Boards' })),
  ).toBeVisible();

  // Removed on My Profile, the passkey the device still holds signs nobody in.
  await page.goto('/profile');
  await page.getByRole('button', { name: /^Passkeys/ }).click();
  await expect(list).toContainText('Last used');
  await list.getByRole('button', { name: 'Remove passkey Journey laptop' }).click();
  await expect(panel.getByRole('status')).toHaveText('Passkey removed: Journey laptop.');
  await expect(panel.getByText('You have no passkeys yet.')).toBeVisible();
  await logout(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This passkey is not registered with PSC. Sign in with your password, then add it on My Profile.',
  );
  await expect(page).toHaveURL(/\/login$/);
});
