import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/accounts.ts';
import {
  expectCaptchaSolved,
  fillLoginForm,
  signOutThroughMenu,
  tickCaptcha,
} from '../support/credentials.ts';

test('a new trader registers and signs in with the captcha on, as a default start has it', async ({
  page,
}) => {
  const credentials = { email: uniqueEmail('captcha'), password: 'Raw-Sugar-Captcha-11' };
  let tokenRequests = 0;
  page.on('request', (candidate) => {
    if (candidate.url().endsWith('/oauth/token')) tokenRequests += 1;
  });

  await page.goto('/login');
  await page.getByRole('link', { name: 'Start your free trial' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(credentials.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Account' }).fill('Captcha Sugar Desk');
  await page.getByRole('textbox', { name: 'First Name' }).fill('Cora');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Trader');
  // Without the captcha the form says so and sends nothing.
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please complete the checkbox to proceed');
  await tickCaptcha(page);
  await page.getByRole('button', { name: 'Register' }).click();

  // Registered, then signed straight in with a second captcha solution the widget found by itself.
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByText('Cora Trader')).toBeVisible();
  await signOutThroughMenu(page);

  tokenRequests = 0;
  await fillLoginForm(page, credentials);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please complete the checkbox to proceed');
  expect(tokenRequests).toBe(0);

  await tickCaptcha(page);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid Credentials');
  expect(tokenRequests).toBe(1);

  // That solution is used up; the widget solves a new challenge on its own for the next try.
  await expectCaptchaSolved(page);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Cora Trader')).toBeVisible();
});

test('a captcha solution the server has already seen is refused with Something Went Wrong', async ({
  page,
}) => {
  await page.goto('/login');
  await tickCaptcha(page);
  // Replay: every sign-in of this page sends the first solution again, as a forged client would.
  let firstSolution: string | null = null;
  await page.route('**/oauth/token', async (route) => {
    const form = new URLSearchParams(route.request().postData() ?? '');
    firstSolution ??= form.get('g-captcha-response');
    form.set('g-captcha-response', firstSolution ?? '');
    await route.continue({ postData: form.toString() });
  });
  await fillLoginForm(page, { email: uniqueEmail('replay'), password: 'whatever-password' });
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid Credentials');
  await expectCaptchaSolved(page);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Something Went Wrong');
  // The captcha is reset: the box has to be ticked again.
  await expect(
    page.getByRole('group', { name: 'Captcha' }).getByRole('checkbox', { name: "I'm not a robot" }),
  ).not.toBeChecked();
});
