import { expect, test } from '@playwright/test';
import {
  createAccount,
  readStoredSession,
  signInThroughLoginForm,
  uniqueEmail,
} from '../support/accounts.ts';
import { authenticatorCode, enableTwoFactorThroughApi, waitForMail } from '../support/credentials.ts';

test('an administrator requires 2-step verification; a user without it is led to set it up first', async ({
  page,
  browser,
  request,
}) => {
  const admin = await createAccount(request, 'require-2fa');
  await signInThroughLoginForm(page, admin, { landing: 'profile' });
  const adminToken = (await readStoredSession(page)).accessToken ?? '';
  // Team with two licences, paid with the sandbox's test card, so the account can have a second user.
  const purchase = await request.put('/api/v1/accounts/subscriptions', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { planId: 3, numberOfUsers: 2, currency: 'USD', paymentFrequency: 'Monthly' },
  });
  const { clientSecret } = (await purchase.json()) as { clientSecret: string };
  const paid = await request.post(
    `/sandbox/v1/payment_intents/${clientSecret.split('_secret_')[0]}/confirm`,
    {
      data: { clientSecret, number: '4242 4242 4242 4242', expiryMonth: 12, expiryYear: 2034, cvc: '123' },
    },
  );
  expect(((await paid.json()) as { status: string }).status).toBe('succeeded');
  const memberEmail = uniqueEmail('member');
  const created = await request.post('/api/v1/users', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { email: memberEmail, firstname: 'Mo', lastname: 'Member', permissions: 'V' },
  });
  expect(created.status(), await created.text()).toBe(200);
  // The new user's password comes by e-mail, as it would to a colleague.
  const welcome = (await waitForMail(request, memberEmail)).at(-1);
  const member = { email: memberEmail, password: /Password: (\S{8})/.exec(welcome?.text ?? '')?.[1] ?? '' };

  // The administrator turns it on for themself first, then requires it of everyone on the Users tab.
  await page.goto('/account?tab=users');
  const policy = page.getByRole('region', { name: '2-Step Verification for every user' });
  await policy.getByRole('switch', { name: 'Require 2-Step Verification' }).click();
  await expect(policy.getByRole('alert')).toContainText('Turn on 2-Step Verification for yourself first');
  await enableTwoFactorThroughApi(request, adminToken);
  await page.reload();
  await policy.getByRole('switch', { name: 'Require 2-Step Verification' }).click();
  await expect(policy.getByRole('switch', { name: 'Require 2-Step Verification' })).toBeChecked();
  await expect(policy).toContainText('1 of 2 user(s) have it on. The others are asked to set it up');

  // The member signs in and lands on My Profile with the 2-Step Verification panel open; nothing else opens.
  const memberPage = await browser.newPage();
  await signInThroughLoginForm(memberPage, member, { landing: 'profile' });
  await expect(
    memberPage.getByRole('alert').filter({ hasText: 'requires 2-Step Verification' }),
  ).toBeVisible();
  await memberPage.goto('/calculators');
  await expect(memberPage).toHaveURL(/\/profile$/);
  await memberPage.getByRole('button', { name: 'Enable' }).click();
  const key = (await memberPage.getByRole('textbox', { name: 'Key', exact: true }).inputValue()).replace(
    /\s+/g,
    '',
  );
  await memberPage.getByRole('textbox', { name: 'Code' }).fill(await authenticatorCode(key));
  await memberPage.getByRole('button', { name: 'Verify' }).click();
  await expect(memberPage.getByText('OTP was verified successfully')).toBeVisible();
  await expect(memberPage.getByRole('alert').filter({ hasText: 'requires 2-Step Verification' })).toHaveCount(
    0,
  );

  // The e-mailed password was made for them: they choose their own before anything else opens (issue 48 item 20).
  const changeForm = memberPage.getByRole('form', { name: 'Change password' });
  await changeForm.getByLabel(/^Password/).fill('Mo chooses his own 2026');
  await changeForm.getByLabel(/^Confirm Password/).fill('Mo chooses his own 2026');
  await changeForm.getByRole('button', { name: 'Submit' }).click();
  await expect(memberPage.getByRole('alert').filter({ hasText: 'Choose your own password' })).toHaveCount(0);

  await memberPage.goto('/calculators');
  await expect(memberPage.getByText('No Calculators')).toBeVisible();
  await expect(memberPage).toHaveURL(/\/calculators$/);
  await memberPage.close();
});
