import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createAccount, readStoredSession, signInThroughLoginForm } from '../support/accounts.ts';
import { waitForMail } from '../support/credentials.ts';
import { e2eOperatorKey } from '../support/operator.ts';
import { chooseOption } from '../support/select.ts';

/**
 * Issue 44: a subscription's whole life in Chromium, where at every step the amount and the date shown before
 * confirming are what the sandbox charges and what the invoice says, and the next-charge line is true. The server
 * runs on the real clock: a renewal is the operator's run for the month its period starts in (the run charges
 * every period starting by that month's end), so the life is walked month by month without moving any clock.
 */

type Details = {
  currentPeriodEnd: number;
  nextCharge: { amount: number; currency: string; at: number } | null;
  finalChargeAt: number | null;
  endsAt: number | null;
  amountDue: { amount: number; since: number } | null;
};
type Invoice = { amount: number; status: number; period: string };

const day = (ms: number) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(ms);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const fillCard = async (scope: Locator, number: string) => {
  await scope.getByRole('textbox', { name: 'Card number' }).fill(number);
  await scope.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/34');
  await scope.getByRole('textbox', { name: 'CVC' }).fill('123');
  await scope.getByRole('button', { name: 'OK' }).click();
};

const api = async <T>(page: Page, request: APIRequestContext, path: string): Promise<T> => {
  const { accessToken } = await readStoredSession(page);
  const reply = await request.get(path, { headers: { Authorization: `Bearer ${accessToken}` } });
  expect(reply.status(), await reply.text()).toBe(200);
  return (await reply.json()) as T;
};

/** The operator's renewal run for the month holding `at`; what it did to `accountId`. */
const runRenewals = async (request: APIRequestContext, at: number, accountId: string) => {
  const date = new Date(at);
  const reply = await request.get(
    `/system/generateinvoices?year=${date.getUTCFullYear()}&month=${date.getUTCMonth() + 1}`,
    { headers: { Authorization: `Bearer ${e2eOperatorKey}` } },
  );
  expect(reply.status(), await reply.text()).toBe(200);
  const run = (await reply.json()) as { accounts: Array<{ accountId: string; outcome: string }> };
  return run.accounts.find((entry) => entry.accountId === accountId)?.outcome ?? null;
};

test('a subscription from purchase to its last charge: what is shown is what is charged and invoiced', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const credentials = await createAccount(request, 'life');
  await signInThroughLoginForm(page, credentials);
  await page.goto('/account');
  const { id: accountId } = await api<{ id: string }>(page, request, '/api/v1/accounts/me');
  const details = () => api<Details>(page, request, '/api/v1/account/subscriptionDetails');
  const invoices = () => api<Invoice[]>(page, request, '/api/v1/accounts/invoices');
  const summary = page.getByRole('region', { name: 'Plan summary' });
  const detailsTab = page.getByRole('tabpanel', { name: 'Details' });

  // Buy Starter monthly: a card whose authentication fails, then one that works. The amount shown is charged.
  await detailsTab.getByRole('button', { name: 'UPGRADE' }).click();
  await page
    .getByRole('dialog', { name: 'Choose a plan' })
    .getByRole('button', { name: 'BUY STARTER' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Starter Plan' });
  await chooseOption(page, dialog.getByRole('combobox', { name: 'Payment Frequency' }), 'Monthly in advance');
  await dialog.getByRole('spinbutton', { name: 'Additional users' }).fill('1');
  await expect(dialog.getByTestId('quote-total')).toHaveText('$129.00');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog.getByTestId('amount-to-pay')).toHaveText('$129.00');
  await fillCard(dialog, '4000 0025 0000 3155');
  await page
    .getByRole('dialog', { name: 'Authentication required' })
    .getByRole('button', { name: 'Fail authentication' })
    .click();
  await expect(dialog.getByTestId('card-error')).toHaveText(/We are unable to authenticate/);
  await fillCard(dialog, '4242 4242 4242 4242');
  await expect(page.getByText('Plan Modified')).toBeVisible();
  const [first] = await invoices();
  expect(first).toMatchObject({ amount: 12_900, status: 2 });

  // The card that paid is the one card saved, and the default; the one that failed authentication is not kept.
  await expect(summary).toContainText(/Paid withvisa •••• 4242/);
  await page.getByRole('tab', { name: 'PM' }).click();
  const cards = page.getByRole('table', { name: 'Payment methods' });
  await expect(cards.getByRole('row').filter({ hasText: '4242' }).getByLabel('Default card')).toBeVisible();
  await expect(cards.getByRole('row').filter({ hasText: '3155' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Details' }).click();

  // Renew: the next charge shown is the renewal charged and invoiced.
  let shown = await details();
  const firstDue = shown.nextCharge?.at ?? 0;
  await expect(summary).toContainText(`Next charge$129.00 on ${day(firstDue)}`);
  expect(await runRenewals(request, firstDue, accountId)).toBe('charged');
  let [latest] = await invoices();
  expect(latest).toMatchObject({ amount: shown.nextCharge?.amount, status: 2 });
  expect(latest?.period.startsWith(isoDay(firstDue))).toBe(true);

  // Fail a renewal: a saved card that needs the customer is made the default; the run's charge is refused.
  await page.getByRole('tab', { name: 'PM' }).click();
  await page.getByRole('button', { name: 'NEW PM' }).click();
  const newCard = page.getByRole('dialog', { name: 'New Payment Method' });
  await fillCard(newCard, '4000 0025 0000 3155');
  await expect(newCard).toBeHidden();
  const needsCustomer = cards.getByRole('row').filter({ hasText: '3155' });
  await needsCustomer.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'SET DEFAULT' }).click();
  await page
    .getByRole('dialog', { name: 'Default Payment Method Confirmation' })
    .getByRole('button', { name: 'Ok' })
    .click();
  await expect(needsCustomer.getByLabel('Default card')).toBeVisible();
  shown = await details();
  const refusedDue = shown.nextCharge?.at ?? 0;
  expect(await runRenewals(request, refusedDue, accountId)).toBe('declined');

  // Pay in grace: the banner's Pay now leads to "Pay $129.00 due since …"; the saved card is refused again, another
  // card pays exactly the amount shown, and it becomes the default once more, not a second copy.
  await page.reload();
  const grace = page.getByRole('status').filter({ hasText: 'Payment failed: pay $129.00 by' });
  await expect(grace).toBeVisible();
  await grace.getByRole('button', { name: 'Pay now' }).click();
  const owed = page.getByRole('region', { name: 'Amount due' });
  await expect(owed).toContainText(`$129.00 is due since ${day(refusedDue)}.`);
  await owed.getByRole('button', { name: `Pay $129.00 due since ${day(refusedDue)}` }).click();
  await expect(owed.getByRole('alert')).toContainText('Pay with another card instead.');
  await owed.getByRole('button', { name: 'Pay with another card' }).click();
  await expect(owed.getByTestId('amount-to-pay')).toHaveText('$129.00');
  await fillCard(owed, '4242 4242 4242 4242');
  await expect(page.getByText('Paid $129.00. Thank you.')).toBeVisible();
  await expect(owed).toBeHidden();
  [latest] = await invoices();
  expect(latest).toMatchObject({ amount: 12_900, status: 2 });
  expect(latest?.period.startsWith(isoDay(refusedDue))).toBe(true);
  await page.getByRole('tab', { name: 'PM' }).click();
  await expect(cards.getByRole('row').filter({ hasText: '4242' })).toHaveCount(1);
  await expect(cards.getByRole('row').filter({ hasText: '4242' }).getByLabel('Default card')).toBeVisible();
  await page.getByRole('tab', { name: 'Details' }).click();

  // Cancel inside the minimum term: before confirming, the end, the next payment and the last one are named; after,
  // the screen, the reply and the e-mail say the same, and the next-charge line stays true.
  shown = await details();
  const nextDue = shown.nextCharge?.at ?? 0;
  await expect(summary).toContainText(`Next charge$129.00 on ${day(nextDue)}`);
  await detailsTab.getByRole('button', { name: 'Cancel Subscription' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel Subscription' });
  const preview = (await confirm.getByTestId('cancellation-preview').textContent()) ?? '';
  await confirm.getByRole('button', { name: 'Cancel Subscription' }).click();
  shown = await details();
  const endsAt = shown.endsAt ?? 0;
  const lastAt = shown.finalChargeAt ?? 0;
  expect(preview).toBe(
    `Your subscription ends on ${day(endsAt)}. As the minimum term is 12 months, payments continue until then: the next is $129.00 on ${day(nextDue)}; the last one on ${day(lastAt)}. The account then returns to the Free plan: your data is kept, and only the Account pages stay open until you buy a plan again.`,
  );
  await expect(page.getByRole('alert').filter({ hasText: preview })).toBeVisible();
  await expect(page.getByTestId('cancellation-terms')).toHaveText(preview);
  await expect(summary).toContainText(`Next charge$129.00 on ${day(nextDue)}`);
  await expect(detailsTab.getByRole('button', { name: 'Cancel Subscription' })).toBeDisabled();
  const cancellationMail = async () =>
    (await waitForMail(request, credentials.email)).find(
      (mail) => mail.subject?.startsWith('Your subscription is cancelled') ?? false,
    );
  await expect.poll(cancellationMail, { timeout: 20_000 }).toBeDefined();
  const confirmation = await cancellationMail();
  expect(confirmation?.text.replace(/\s+/g, ' ')).toContain(
    `Your subscription ends on ${isoDay(endsAt)}. As the minimum term is 12 months, payments continue until then: the next is $129.00 on ${isoDay(nextDue)}; the last one on ${isoDay(lastAt)}.`,
  );

  // Reach the term's end: every promised charge is made, on its day and amount, the last one as named; then nothing.
  let due = nextDue;
  while (due <= lastAt) {
    await page.reload();
    await expect(summary).toContainText(`Next charge$129.00 on ${day(due)}`);
    expect(await runRenewals(request, due, accountId)).toBe('charged');
    [latest] = await invoices();
    expect(latest).toMatchObject({ amount: 12_900, status: 2 });
    expect(latest?.period.startsWith(isoDay(due))).toBe(true);
    shown = await details();
    expect(shown.endsAt).toBe(endsAt);
    if (shown.nextCharge === null) break;
    due = shown.nextCharge.at;
  }
  expect(latest?.period.startsWith(isoDay(lastAt))).toBe(true);
  expect((await details()).nextCharge).toBeNull();
  expect(await runRenewals(request, endsAt, accountId)).toBeNull();
  await page.reload();
  await expect(summary).toContainText(`Next charge`);
  await expect(summary).toContainText(`None: the plan ends ${day(endsAt)}`);
  await expect(page.getByRole('cell', { name: 'No further payment' })).toBeVisible();
  await expect(page.getByTestId('cancellation-terms')).toHaveText(
    `Your subscription ends on ${day(endsAt)}. Nothing more will be charged. The account then returns to the Free plan: your data is kept, and only the Account pages stay open until you buy a plan again.`,
  );
});

test('an upgrade pays with the saved default card, the amount quoted, and saves no second copy', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const credentials = await createAccount(request, 'upgrade');
  await signInThroughLoginForm(page, credentials);
  await page.goto('/account');
  const detailsTab = page.getByRole('tabpanel', { name: 'Details' });
  await detailsTab.getByRole('button', { name: 'UPGRADE' }).click();
  await page
    .getByRole('dialog', { name: 'Choose a plan' })
    .getByRole('button', { name: 'BUY STARTER' })
    .click();
  const starter = page.getByRole('dialog', { name: 'Starter Plan' });
  await chooseOption(
    page,
    starter.getByRole('combobox', { name: 'Payment Frequency' }),
    'Monthly in advance',
  );
  await starter.getByRole('spinbutton', { name: 'Additional users' }).fill('1');
  await starter.getByRole('button', { name: 'OK' }).click();
  await fillCard(starter, '4242 4242 4242 4242');
  await expect(page.getByText('Plan Modified')).toBeVisible();
  await expect(starter).toBeHidden();

  await detailsTab.getByRole('button', { name: 'Edit Plan' }).click();
  await page
    .getByRole('dialog', { name: 'Choose a plan' })
    .getByRole('button', { name: 'UPGRADE TO TEAM' })
    .click();
  const team = page.getByRole('dialog', { name: 'Team Plan' });
  await expect(team.getByRole('radio', { name: 'Saved card: visa •••• 4242' })).toBeChecked();
  const quoted = (await team.getByTestId('quote-total').textContent()) ?? '';
  expect(quoted).toMatch(/^\$[\d,]+\.\d\d$/);
  await team.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Plan Modified')).toBeVisible();
  await expect(team).toBeHidden();
  const [latest] = await api<Invoice[]>(page, request, '/api/v1/accounts/invoices');
  expect(`$${((latest?.amount ?? 0) / 100).toFixed(2)}`).toBe(quoted.replace(',', ''));
  await page.getByRole('tab', { name: 'PM' }).click();
  const cards = page.getByRole('table', { name: 'Payment methods' });
  await expect(cards.getByRole('row').filter({ hasText: '4242' })).toHaveCount(1);
});
