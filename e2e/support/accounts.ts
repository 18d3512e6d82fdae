import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export type Credentials = { email: string; password: string };

export const uniqueEmail = (label: string): string => `${label}-${randomUUID().slice(0, 8)}@e2e.example.com`;

/** A fresh free-trial account made through the API, for journeys that are not about registering. */
export const createAccount = async (request: APIRequestContext, label: string): Promise<Credentials> => {
  const credentials = { email: uniqueEmail(label), password: `Sugar-${randomUUID().slice(0, 12)}` };
  const reply = await request.post('/register', {
    data: {
      account: `E2E ${label}`,
      email: credentials.email,
      firstname: 'Eve',
      lastname: 'Tester',
      password: credentials.password,
    },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  return credentials;
};

/**
 * Signs in through the LOGIN form and waits for the first screen: the profile screen for a first-time user (any
 * account made by createAccount), the price boards of the home screen for everyone else, or the account view,
 * where an expired, unpaid or cancelled account is sent (§4).
 */
export const signInThroughLoginForm = async (
  page: Page,
  credentials: Credentials,
  options: { landing?: 'profile' | 'account' } = {},
): Promise<void> => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(credentials.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Login' }).click();
  if (options.landing === 'account') await expect(page).toHaveURL(/\/account$/);
  else
    await expect(
      page
        .getByRole('heading', { name: 'My Profile' })
        .or(page.getByRole('heading', { name: 'Price Boards' })),
    ).toBeVisible();
};

export const readStoredSession = (page: Page) =>
  page.evaluate(() => ({
    accessToken: localStorage.getItem('psc.accessToken'),
    refreshToken: localStorage.getItem('psc.refreshToken'),
    issuedAt: Number(localStorage.getItem('psc.issuedAt')),
    expiresAt: Number(localStorage.getItem('psc.expiresAt')),
  }));

/** Whether the server still accepts an access token, asked outside the page. */
export const isAccessTokenAccepted = async (
  request: APIRequestContext,
  accessToken: string,
): Promise<boolean> => {
  const reply = await request.get('/api/v1/checkSessionToken', {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return reply.status() === 200;
};
