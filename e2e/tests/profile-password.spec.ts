import { expect, test } from '@playwright/test';
import { createAccount, signInThroughLoginForm } from '../support/accounts.ts';

test('the Password panel changes the password and refuses one used before', async ({ page, request }) => {
  const account = await createAccount(request, 'password');
  await signInThroughLoginForm(page, account);

  const panelHeader = page.getByRole('button', { name: /Password/ }).first();
  await panelHeader.click();
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Password is required', { exact: true })).toBeVisible();
  await expect(form.getByText('Re-confirm Password is required')).toBeVisible();

  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('Refined-Sugar-45');
  await form.getByRole('textbox', { name: 'Confirm Password' }).fill('Refined-Sugar-46');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Password does not match')).toBeVisible();

  // The current password is in the history, so the check refuses it.
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await form.getByRole('textbox', { name: 'Confirm Password' }).fill(account.password);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Sorry, this password has already been used. Please choose a different password.',
  );

  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('Refined-Sugar-45');
  await form.getByRole('textbox', { name: 'Confirm Password' }).fill('Refined-Sugar-45');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Password Updated')).toBeVisible();
  await expect(page.getByText('You have successfully changed the password for your account')).toBeVisible();
  // This session survives its own password change.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByText(/Last changed/)).toBeVisible();
});
