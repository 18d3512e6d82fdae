import { expect, test } from '@playwright/test';
import { collectCspRefusals } from '../support/csp.ts';
import { createAccount, readStoredSession } from '../support/accounts.ts';

test('a wrong password shows Invalid Credentials and stores nothing', async ({ page, request }) => {
  const account = await createAccount(request, 'wrong');
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page.getByRole('alert')).toHaveText('Invalid Credentials');
  await expect(page).toHaveURL(/\/login$/);
  expect((await readStoredSession(page)).accessToken).toBeNull();
});

test.describe('without the service worker, whose fetches page.route cannot see', () => {
  test.use({ serviceWorkers: 'block' });

  test('a sign-in whose reply check cannot load says the server could not be reached and stores nothing', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, 'offline');
    // zod loads with the first sign-in request (decision 0053): the link drops between typing and clicking.
    await page.route(/\/assets\/zod-library-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Username' }).fill(account.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();

    await expect(page.getByRole('alert')).toHaveText('The server could not be reached.');
    await expect(page).toHaveURL(/\/login$/);
    expect((await readStoredSession(page)).accessToken).toBeNull();
  });
});

test('an unknown user gets the same Invalid Credentials', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username' }).fill('nobody-here@e2e.example.com');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('whatever-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid Credentials');
});

test('empty fields are marked before anything is sent', async ({ page }) => {
  await page.goto('/login');
  let tokenRequests = 0;
  page.on('request', (candidate) => {
    if (candidate.url().endsWith('/oauth/token')) tokenRequests += 1;
  });
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password is required', { exact: true })).toBeVisible();
  expect(tokenRequests).toBe(0);
});

test('registering an e-mail that already has an account says Account Already exists', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'taken');
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Another-Password-1');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Account' }).fill('Second Desk');
  await page.getByRole('textbox', { name: 'First Name' }).fill('Bob');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Again');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert')).toHaveText('Account Already exists');
  await expect(page).toHaveURL(/\/register$/);
});

test('the registration link is hidden at 900 px and narrower', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 800 });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Price Calculator' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start your free trial' })).toHaveCount(0);
  await page.setViewportSize({ width: 901, height: 800 });
  await expect(page.getByRole('link', { name: 'Start your free trial' })).toBeVisible();
});

test('failed sign-ins at an address ask for the captcha, and the user still signs in (issue 12 item 11)', async ({
  page,
  request,
}) => {
  const cspRefusals = collectCspRefusals(page);
  const account = await createAccount(request, 'attacked');
  // Someone else guesses: five failures at the address, the threshold of the default settings.
  for (let guess = 0; guess < 5; guess += 1) {
    const response = await request.post('/oauth/token', {
      headers: { authorization: `Basic ${Buffer.from('psc-web:psc-web-secret').toString('base64')}` },
      form: { grant_type: 'password', username: account.email, password: `guess-${guess}` },
    });
    expect(response.status()).toBe(400);
  }

  await page.goto('/login');
  await expect(page.getByRole('group', { name: 'Captcha' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Username' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please complete the checkbox to proceed');

  const captcha = page.getByRole('group', { name: 'Captcha' });
  await captcha.getByText("I'm not a robot").click();
  await expect(captcha.getByText('Verified')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  expect((await readStoredSession(page)).accessToken).not.toBeNull();
  expect(cspRefusals).toEqual([]);
});
