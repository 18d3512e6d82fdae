import { expect, test } from '@playwright/test';
import { createAccount, readStoredSession, signInThroughLoginForm } from '../support/accounts.ts';
import { createSantosCalculatorThroughApi } from '../support/calculators.ts';

test('an administrator creates an API key; the CSV feed answers it until it is revoked', async ({
  page,
  request,
}) => {
  const admin = await createAccount(request, 'api-key');
  await signInThroughLoginForm(page, admin, { landing: 'profile' });
  const created = await createSantosCalculatorThroughApi(
    request,
    (await readStoredSession(page)).accessToken ?? '',
  );

  await page.goto('/account?tab=users');
  const section = page.getByRole('region', { name: 'API keys' });
  await expect(section.getByText('No API keys yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Desk sheet');
  await expect(dialog.getByRole('checkbox', { name: 'Read calculators' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Change calculators' })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Create' }).click();
  const shown = page.getByRole('dialog', { name: 'Your new API key' });
  const key = await shown.getByRole('textbox', { name: 'API key' }).inputValue();
  expect(key).toMatch(/^psck_/);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(section.getByRole('table', { name: 'API keys' })).toContainText('Desk sheet');

  // What Excel's "From Web" does: the key in a header.
  const withKey = { Authorization: `Bearer ${key}` };
  const csv = await request.get('/api/v1/feeds/calculators.csv', { headers: withKey });
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain('Santos to New York');
  const write = await request.put(`/api/v1/calculator/${created.id}/tons?value=5`, {
    headers: withKey,
  });
  expect(write.status()).toBe(403);
  expect((await request.get('/api/v1/accounts/apikeys', { headers: withKey })).status()).toBe(403);

  // Revoking asks first (issue 48): Cancel keeps the key working.
  await section.getByRole('button', { name: 'Revoke Desk sheet' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke Desk sheet?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect((await request.get('/api/v1/feeds/calculators.csv', { headers: withKey })).status()).toBe(200);
  await section.getByRole('button', { name: 'Revoke Desk sheet' }).click();
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(section.getByText('No API keys yet.')).toBeVisible();
  expect((await request.get('/api/v1/feeds/calculators.csv', { headers: withKey })).status()).toBe(401);

  await page.goto('/how-to');
  await expect(page.getByRole('heading', { name: '6. Your calculators in Excel' })).toBeVisible();
});
