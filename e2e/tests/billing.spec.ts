import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  createAccount,
  readStoredSession,
  signInThroughLoginForm,
  uniqueEmail,
} from '../support/accounts.ts';
import { chooseOption } from '../support/select.ts';

const fillCard = async (page: Page, scope: ReturnType<Page['getByRole']>, number: string) => {
  await scope.getByRole('textbox', { name: 'Card number' }).fill(number);
  await scope.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/34');
  await scope.getByRole('textbox', { name: 'CVC' }).fill('123');
  await scope.getByRole('button', { name: 'OK' }).click();
};

test('a free-trial administrator buys Team with 7 licences yearly and a 20 % coupon, pays with 4242, manages cards, cannot cancel with more users than Free allows', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const credentials = await createAccount(request, 'buyer');
  await signInThroughLoginForm(page, credentials);
  await page.goto('/account');
  await expect(page.getByText('Plan Not Activated')).toBeVisible();

  // Plan-change dialog: the three editions, Team marked 'Most popular'.
  await page.getByRole('tabpanel', { name: 'Details' }).getByRole('button', { name: 'UPGRADE' }).click();
  const plans = page.getByRole('dialog', { name: 'Choose a plan' });
  await expect(plans.getByLabel('Team plan').getByText('Most popular')).toBeVisible();
  await expect(plans.getByRole('button', { name: 'BUY STARTER' })).toBeVisible();
  await plans.getByRole('button', { name: 'BUY TEAM' }).click();

  // Paid Plan dialog: yearly, 7 licences, the coupon; the exact quote.
  const dialog = page.getByRole('dialog', { name: 'Team Plan' });
  await chooseOption(page, dialog.getByRole('combobox', { name: 'Payment Frequency' }), 'Yearly in advance');
  await dialog.getByRole('spinbutton', { name: 'Additional users' }).fill('7');
  await expect(dialog.getByTestId('required-users')).toHaveText('7');
  // On a free plan 'Additional users' is the total bought, and the field says so (issue 12 item 26).
  await expect(dialog.getByText(/You will hold 7 licence\(s\) in total\./)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Coupon' }).fill('NOSUCHCODE');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByText('Invalid', { exact: true })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Coupon' }).fill('TRADER20');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByText('Valid', { exact: true })).toBeVisible();
  const bands = dialog.getByRole('table', { name: 'Price bands' });
  await expect(bands.getByRole('row', { name: /1-5 \(5\)/ })).toContainText('$3,228.00');
  await expect(bands.getByRole('row', { name: /6-9 \(2\)/ })).toContainText('$168.00');
  await expect(dialog.getByTestId('quote-cost')).toHaveText('$3,564.00');
  await expect(dialog.getByText('Discount (20%)')).toBeVisible();
  await expect(dialog.getByTestId('quote-discount')).toHaveText('\u2212$712.80');
  await expect(dialog.getByTestId('quote-total')).toHaveText('$2,851.20');

  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog.getByTestId('amount-to-pay')).toHaveText('$2,851.20');
  await fillCard(page, dialog, '4242 4242 4242 4242');
  await expect(page.getByText('Plan Modified')).toBeVisible();
  const paidPlan = page.getByLabel('Paid Plan', { exact: true });
  await expect(paidPlan).toContainText('Team plan, payment frequency Yearly');
  await expect(paidPlan).toContainText('Renewal date');
  // One summary answers the plan questions at a glance (issue 12 item 26).
  const summary = page.getByRole('region', { name: 'Plan summary' });
  await expect(summary).toContainText('Team, paid yearly');
  await expect(summary).toContainText('1 in use of 7');
  await expect(summary).toContainText(/Next charge\$[\d,]+\.\d\d on [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(summary).toContainText(/•••• 4242, expires \d\d\/\d\d/);
  await expect(
    page.getByRole('table', { name: 'User licences' }).getByRole('row', { name: /User Licence\(s\)/ }),
  ).toContainText('7');

  // Edit Plan opens on the current plan with its quote and no error; licences can be given up too.
  await page.getByRole('tabpanel', { name: 'Details' }).getByRole('button', { name: 'Edit Plan' }).click();
  await page
    .getByRole('dialog', { name: 'Choose a plan' })
    .getByRole('button', { name: 'EDIT PLAN' })
    .click();
  const edit = page.getByRole('dialog', { name: 'Team Plan' });
  const extraUsers = edit.getByRole('spinbutton', { name: 'Additional users' });
  await expect(extraUsers).toHaveValue('0');
  await expect(edit.getByText('Provide at least 1')).toHaveCount(0);
  await expect(edit.getByTestId('quote-total')).toBeVisible();
  await expect(edit.getByRole('button', { name: 'OK' })).toBeDisabled();
  await extraUsers.fill('-2');
  await expect(edit.getByTestId('required-users')).toHaveText('5');
  await expect(edit.getByRole('button', { name: 'OK' })).toBeEnabled();
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();

  // The invoice, and its PDF.
  await page.getByRole('tab', { name: 'Invoices' }).click();
  const invoices = page.getByRole('table', { name: 'Invoices' });
  await expect(invoices.getByRole('columnheader', { name: 'Issue Date' })).toBeVisible();
  const invoiceRow = invoices.getByRole('row').filter({ hasText: '$2,851.20' });
  await expect(invoiceRow).toContainText('Paid');
  await expect(invoiceRow).toContainText('Yearly');
  const downloading = page.waitForEvent('download');
  await invoiceRow.getByRole('button', { name: /Download invoice .* as PDF/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^invoice-PSC-\d{6}\.pdf$/);
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await page.setViewportSize({ width: 780, height: 800 });
  await expect(invoices.getByRole('columnheader', { name: 'Desc' })).toBeVisible();
  await expect(invoices.getByRole('columnheader', { name: 'Frequency' })).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 800 });

  // A new card, made the default.
  await page.getByRole('tab', { name: 'PM' }).click();
  const cards = page.getByRole('table', { name: 'Payment methods' });
  await expect(cards.getByRole('row').filter({ hasText: '4242' })).toBeVisible();
  await page.getByRole('button', { name: 'NEW PM' }).click();
  const newCard = page.getByRole('dialog', { name: 'New Payment Method' });
  await fillCard(page, newCard, '5555 5555 5555 4444');
  await expect(newCard).toBeHidden();
  const mastercard = cards.getByRole('row').filter({ hasText: '4444' });
  await expect(mastercard).toBeVisible();
  await mastercard.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'SET DEFAULT' }).click();
  await page
    .getByRole('dialog', { name: 'Default Payment Method Confirmation' })
    .getByRole('button', { name: 'Ok' })
    .click();
  await expect(mastercard.getByLabel('Default card')).toBeVisible();
  await expect(cards.getByRole('row').filter({ hasText: '4242' }).getByLabel('Default card')).toHaveCount(0);
  // The default card cannot be deleted.
  await mastercard.getByRole('checkbox').check();
  await expect(page.getByRole('button', { name: 'DELETE' })).toBeDisabled();
  await mastercard.getByRole('checkbox').uncheck();

  // A declined card: the provider's message in red.
  await page.getByRole('button', { name: 'NEW PM' }).click();
  await fillCard(page, newCard, '4000 0000 0000 0002');
  const cardError = newCard.getByTestId('card-error');
  await expect(cardError).toHaveText('Your card was declined.');
  await expect(cardError).toHaveCSS('color', 'rgb(211, 47, 47)');
  await newCard.getByRole('button', { name: 'Cancel' }).click();

  // Cancelling is refused while more users are in use than the Free plan allows (licences bought do not count:
  // one user with 7 licences can leave).
  const { accessToken } = await readStoredSession(page);
  const added = await request.post('/api/v1/users', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { email: uniqueEmail('second-user'), firstname: 'Second', lastname: 'User', permissions: 'U' },
  });
  expect(added.status(), await added.text()).toBe(200);
  await page.getByRole('tab', { name: 'Details' }).click();
  await page
    .getByRole('tabpanel', { name: 'Details' })
    .getByRole('button', { name: 'Cancel Subscription' })
    .click();
  await page
    .getByRole('dialog', { name: 'Cancel Subscription' })
    .getByRole('button', { name: 'Cancel Subscription' })
    .click();
  await expect(
    page.getByRole('alert').filter({
      hasText:
        'You cannot cancel the subscription, kindly delete the existing user licences or data sources to make it free plan',
    }),
  ).toBeVisible();

  // With the second user gone the cancellation goes through, and says its date in the style of the tab (issue 12
  // item 26): no ISO date beside 'Aug 27, 2027', and no 'Next payment' without a date.
  const secondUser = (await added.json()) as { id: string };
  const removed = await request.delete(`/api/v1/users/${secondUser.id}`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(removed.status(), await removed.text()).toBe(200);
  await page
    .getByRole('tabpanel', { name: 'Details' })
    .getByRole('button', { name: 'Cancel Subscription' })
    .click();
  await page
    .getByRole('dialog', { name: 'Cancel Subscription' })
    .getByRole('button', { name: 'Cancel Subscription' })
    .click();
  // Yearly, paid to the term's end: nothing more is charged, and the notice says so (issue 44, decision 0082).
  await expect(
    page.getByRole('alert').filter({
      hasText:
        /^Your subscription ends on [A-Z][a-z]{2} \d{1,2}, \d{4}\. Nothing more will be charged\. The account then returns to the Free plan: your data is kept, and only the Account pages stay open until you buy a plan again\. We have sent you a confirmation by e-mail\.$/,
    }),
  ).toBeVisible();
  await expect(page.getByText(/\d{4}-\d{2}-\d{2}/)).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'No further payment' })).toBeVisible();
});

test('the provider return ?stripesucc opens the account view with Plan Modified, once', async ({
  page,
  request,
}) => {
  const credentials = await createAccount(request, 'return');
  await signInThroughLoginForm(page, credentials);
  await page.goto('/?stripesucc=1');
  await expect(page).toHaveURL(/\/account/);
  await expect(page.getByText('Plan Modified')).toBeVisible();
  // The payment-success flag resets: the address no longer carries it, and a reload announces nothing.
  await expect(page).not.toHaveURL(/payment=/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Info' })).toBeVisible();
  await expect(page.getByText('Plan Modified')).toHaveCount(0);
});
