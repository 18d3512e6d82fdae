import { expect, test } from '@playwright/test';
import { createAccount, signInThroughLoginForm } from '../support/accounts.ts';
import { chooseOption } from '../support/select.ts';

// Issue 48 item 11: a failed create says 'Sorry, an error occurred: <message>' (calculators.md §8) with what went
// wrong, not 'Your request is not valid' for every failure.

test('a create that fails says what went wrong after "Sorry, an error occurred:"', async ({
  page,
  request,
  context,
}) => {
  const trader = await createAccount(request, 'create-failure');
  await signInThroughLoginForm(page, trader, { landing: 'profile' });
  await page.goto('/calculators/new');
  const form = page.getByRole('form', { name: 'New Calculator' });
  const choose = (label: string, option: string | RegExp) =>
    chooseOption(page, form.getByRole('combobox', { name: label }), option);
  await form.getByRole('textbox', { name: 'Name' }).fill('Never saved');
  await choose('Basis', 'New York #11');
  await chooseOption(page, form.getByRole('combobox', { name: 'Contract' }));
  await choose('From: Region', 'South America');
  await choose('To: Destination', /New York/);

  // The connection drops as the trader saves: nothing reaches PSC, and the form says so.
  await context.setOffline(true);
  await form.getByRole('button', { name: 'Save & Close' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Sorry, an error occurred: The server could not be reached.',
  );
  await expect(page.getByText('Your request is not valid')).toBeHidden();
  await expect(page).toHaveURL(/\/calculators\/new$/);
  await context.setOffline(false);
});
