import { expect, test } from '@playwright/test';
import { createAccount, readStoredSession, signInThroughLoginForm } from '../support/accounts.ts';
import { chooseOption } from '../support/select.ts';

// Issue 48 item 8: Follow on the new-calculator form still demanded a Contract, and roll days 25 were stored as 20
// without a word.

test('Follow replaces the Contract on the form; roll days beyond 20 are refused with a message', async ({
  page,
  request,
}) => {
  const trader = await createAccount(request, 'follow-form');
  await signInThroughLoginForm(page, trader, { landing: 'profile' });
  await page.goto('/calculators/new');
  const form = page.getByRole('form', { name: 'New Calculator' });
  const choose = (label: string, option: string | RegExp) =>
    chooseOption(page, form.getByRole('combobox', { name: label }), option);
  await form.getByRole('textbox', { name: 'Name' }).fill('Front month raws');
  await choose('Basis', 'New York #11');
  // No Contract chosen: Follow says it takes its place.
  await choose('Follow', 'Front period');
  await expect(form.getByTestId('follow-replaces-contract')).toHaveText(
    'Follow replaces the Contract: the calculator prices the front period and moves to the next period by itself.',
  );
  await expect(form.getByRole('combobox', { name: 'Contract' })).toHaveAttribute('aria-disabled', 'true');
  await choose('From: Region', 'South America');
  await choose('From: Country', 'Brazil');
  await choose('From: Port', 'Santos');
  await choose('To: Destination', /New York/);

  const rollDays = form.getByRole('textbox', { name: 'Roll days before last trading day' });
  await rollDays.fill('25');
  await form.getByRole('button', { name: 'Save & Close' }).click();
  await expect(
    form.getByText('Roll days must be a whole number of business days from 0 to 20'),
  ).toBeVisible();
  await expect(rollDays).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/calculators\/new$/);

  await rollDays.fill('15');
  await form.getByRole('button', { name: 'Save & Close' }).click();
  await expect(page).toHaveURL(/\/calculators$/);
  const accessToken = (await readStoredSession(page)).accessToken ?? '';
  const [saved] = (await (
    await request.get('/api/v1/calculator/all', { headers: { Authorization: `Bearer ${accessToken}` } })
  ).json()) as { rollingPeriod: { position: number; rollBusinessDays: number } | null }[];
  expect(saved?.rollingPeriod).toEqual({ position: 1, rollBusinessDays: 15 });
});
