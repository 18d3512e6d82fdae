import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { isoDay } from '@psc/core/billing/cancellation-wording';
import { mailOutbox, securityEvents, subscriptions } from '../../../db/schema.ts';
import { bearer, createTestApp, signIn, type TestApp } from '../../../../test/test-app.ts';
import {
  addCoupon,
  confirmSandbox,
  intentIdOf,
  operatorKey,
  purchaseBody,
  requestPurchase,
  trialAdmin,
  type Admin,
} from '../../../../test/billing-helpers.ts';
import { runBillingCycle } from './run-billing-cycle.ts';

// Issue 44: what a customer is told is what they pay, on every path of a subscription (sandbox provider).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OPERATOR_API_KEY: operatorKey });
  await addCoupon(t.app, { id: 'life20', name: '20 % off once', percentOff: 20, duration: 'once' });
});
afterAll(() => t.close());

type Details = {
  status: number;
  currentPeriodEnd: number;
  nextPaymentDate: number | null;
  nextCharge: { amount: number; currency: string; at: number } | null;
  finalChargeAt: number | null;
  endsAt: number | null;
  subscriptionCancelationDate: number | null;
  graceUntil: number | null;
  amountDue: { purchaseId: string; amount: number; currency: string; since: number } | null;
};
type Card = { id: string; last4Digits: string; default: boolean };
type Invoice = {
  amount: number;
  status: number;
  period: string;
  description: string;
  discount: number;
  lines: Array<{ description: string; quantity: number; unitAmount: number; amount: number }>;
};

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const details = async (admin: Admin) =>
  (await get('/api/v1/account/subscriptionDetails', admin.token)).json<Details>();
const cards = async (admin: Admin) => (await get('/api/v1/paymentmethods', admin.token)).json<Card[]>();
const invoicesOf = async (admin: Admin) =>
  (await get('/api/v1/accounts/invoices', admin.token)).json<Invoice[]>();
const moveClock = async (admins: Admin[], to: number) => {
  t.clock.set(new Date(to));
  for (const admin of admins) admin.token = (await signIn(t.app, admin.email, admin.password)).access_token;
};
const runRenewals = (due: number) => {
  const day = new Date(due);
  return t.app.inject({
    method: 'GET',
    url: `/system/generateinvoices?year=${day.getUTCFullYear()}&month=${day.getUTCMonth() + 1}`,
    headers: bearer(operatorKey),
  });
};
const authenticate = (clientSecret: string, outcome: 'complete' | 'fail') =>
  t.app.inject({
    method: 'POST',
    url: `/sandbox/v1/payment_intents/${intentIdOf(clientSecret)}/authenticate`,
    payload: { clientSecret, outcome },
  });
const starterMonthly = { couponCode: null, paymentFrequency: 'Monthly', planId: 2, numberOfUsers: 1 };
const teamMonthly = { couponCode: null, paymentFrequency: 'Monthly', planId: 3, numberOfUsers: 1 };

/** A trial that buys `terms` with `number` (3155 is authenticated), its card form as Stripe.js would confirm it. */
const buy = async (terms: Record<string, unknown>, number = '4242 4242 4242 4242', admin?: Admin) => {
  const buyer = admin ?? (await trialAdmin(t.app));
  const reply = (await requestPurchase(t.app, buyer.token, purchaseBody(terms))).json<{
    clientSecret: string;
    amount: number;
  }>();
  const confirmed = (await confirmSandbox(t.app, reply.clientSecret, number)).json<{ status: string }>();
  if (confirmed.status === 'requires_action') await authenticate(reply.clientSecret, 'complete');
  return { admin: buyer, reply };
};

describe('1. only a card that succeeded is saved, the card that paid is the default, once', () => {
  it('a card whose 3-D Secure failed is not kept; 4242 that paid is the one default card, also after an upgrade', async () => {
    const admin = await trialAdmin(t.app);
    const reply = (await requestPurchase(t.app, admin.token, purchaseBody(starterMonthly))).json<{
      clientSecret: string;
    }>();
    expect((await confirmSandbox(t.app, reply.clientSecret, '4000 0025 0000 3155')).json()).toMatchObject({
      status: 'requires_action',
    });
    expect((await authenticate(reply.clientSecret, 'fail')).json()).toMatchObject({
      status: 'requires_payment_method',
    });
    expect((await confirmSandbox(t.app, reply.clientSecret)).json()).toMatchObject({ status: 'succeeded' });
    expect((await cards(admin)).map((card) => [card.last4Digits, card.default])).toEqual([['4242', true]]);

    // The upgrade typed with the same card: still one 4242, the default.
    await buy({ ...teamMonthly, numberOfUsers: 2 }, '4242 4242 4242 4242', admin);
    expect((await cards(admin)).map((card) => [card.last4Digits, card.default])).toEqual([['4242', true]]);
  });

  it('a trial that only tried a card needing authentication and gave up keeps no card', async () => {
    const admin = await trialAdmin(t.app);
    const reply = (await requestPurchase(t.app, admin.token, purchaseBody(starterMonthly))).json<{
      clientSecret: string;
    }>();
    await confirmSandbox(t.app, reply.clientSecret, '4000 0025 0000 3155');
    await t.app.inject({ method: 'PUT', url: '/api/v1/purchases/clear', headers: bearer(admin.token) });
    expect(await cards(admin)).toEqual([]);
  });
});

describe('2 and 6. cancelling inside the 12-month minimum term', () => {
  it('says the next charge, the last one and the end everywhere; a renewal charge keeps the cancellation', async () => {
    const started = t.clock.now().getTime();
    const { admin } = await buy(teamMonthly);
    const before = await details(admin);
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/accounts/subscriptions',
      headers: bearer(admin.token),
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const reply = cancelled.json<{ message: string; effectiveAt: number }>();
    const shown = await details(admin);
    expect(shown.nextCharge).toEqual({ amount: 29_900, currency: 'USD', at: before.currentPeriodEnd });
    expect(shown.nextPaymentDate).toBe(before.currentPeriodEnd);
    expect(shown.endsAt).toBe(reply.effectiveAt);
    expect(shown.subscriptionCancelationDate).toBe(reply.effectiveAt);
    expect(shown.finalChargeAt).not.toBeNull();
    expect(shown.finalChargeAt ?? 0).toBeLessThan(reply.effectiveAt);
    expect(reply.message).toBe(
      `Your subscription ends on ${isoDay(reply.effectiveAt)}. As the minimum term is 12 months, payments continue until then: the next is $299.00 on ${isoDay(before.currentPeriodEnd)}; the last one on ${isoDay(shown.finalChargeAt ?? 0)}. The account then returns to the Free plan: your data is kept, and only the Account pages stay open until you buy a plan again.`,
    );
    // The written confirmation (the terms' written notice) says the same.
    const mail = await t.deps.database.db.query.mailOutbox.findFirst({
      where: and(eq(mailOutbox.toAddress, admin.email), eq(mailOutbox.kind, 'subscription_cancelled')),
    });
    expect(mail?.textBody).toContain(reply.message);

    // The renewal run charges exactly the next charge shown, on its day; the invoice says the same.
    await moveClock([admin], before.currentPeriodEnd + 3_600_000);
    const run = (await runRenewals(before.currentPeriodEnd)).json<{
      accounts: Array<{ accountId: string; outcome: string }>;
    }>();
    expect(run.accounts.find((entry) => entry.accountId === admin.accountId)?.outcome).toBe('charged');
    const [renewal] = await invoicesOf(admin);
    expect(renewal).toMatchObject({ amount: 29_900, status: 2 });
    expect(renewal?.period.startsWith(isoDay(before.currentPeriodEnd))).toBe(true);
    const after = await details(admin);
    expect(after.subscriptionCancelationDate).toBe(reply.effectiveAt);
    expect(after.endsAt).toBe(reply.effectiveAt);
    expect(after.nextCharge?.at).toBe(after.currentPeriodEnd);
    expect(after.finalChargeAt).toBe(shown.finalChargeAt);
    t.clock.set(new Date(started));
  });
});

describe('4. the renewal run never stops for one account', () => {
  it('with one failing, one super and two healthy accounts: charges the two healthy ones and reports the others', async () => {
    const started = t.clock.now().getTime();
    const healthy = [(await buy(starterMonthly)).admin, (await buy(starterMonthly)).admin];
    const failing = (await buy(starterMonthly, '4000 0025 0000 3155')).admin;
    const superAccount = (await buy(starterMonthly)).admin;
    // An account the run cannot even price (a currency no price exists in): an error of its own, reported.
    const broken = (await buy(starterMonthly)).admin;
    await t.deps.database.db
      .update(subscriptions)
      .set({ currency: 'JPY' })
      .where(eq(subscriptions.accountId, broken.accountId));
    const madeSuper = await t.app.inject({
      method: 'PUT',
      url: `/api/ops/accounts/${superAccount.accountId}/super`,
      headers: bearer(operatorKey),
      payload: { super: true, reason: 'Partner account' },
    });
    expect(madeSuper.statusCode, madeSuper.body).toBe(200);
    const subscription = await t.deps.database.db.query.subscriptions.findFirst({
      where: eq(subscriptions.accountId, superAccount.accountId),
    });
    expect(subscription?.status).toBe('paused');
    const due = (await details(healthy[0] as Admin)).currentPeriodEnd;
    await moveClock([...healthy, failing, superAccount, broken], due + 3_600_000);
    const response = await runRenewals(due);
    expect(response.statusCode, response.body).toBe(200);
    const outcomes = new Map(
      response
        .json<{ accounts: Array<{ accountId: string; outcome: string }> }>()
        .accounts.map((entry) => [entry.accountId, entry.outcome]),
    );
    for (const admin of healthy) {
      expect(outcomes.get(admin.accountId)).toBe('charged');
      expect((await invoicesOf(admin)).map((invoice) => [invoice.amount, invoice.status])).toEqual([
        [12_900, 2],
        [12_900, 2],
      ]);
    }
    expect(outcomes.get(failing.accountId)).toBe('declined');
    expect(outcomes.get(broken.accountId)).toBe('failed');
    expect(outcomes.get(superAccount.accountId)).toBeUndefined();
    expect(await invoicesOf(superAccount)).toHaveLength(1);
    expect((await details(superAccount)).nextCharge).toBeNull();
    t.clock.set(new Date(started));
  });
});

describe('3 and 5. paying what is owed: grace and awaiting payment', () => {
  it('a refused renewal shows the amount due; a new default card is charged at once, with a log', async () => {
    const started = t.clock.now().getTime();
    const { admin } = await buy(starterMonthly, '4000 0025 0000 3155');
    const due = (await details(admin)).currentPeriodEnd;
    await moveClock([admin], due + 3_600_000);
    await runRenewals(due);
    const grace = await details(admin);
    expect(grace.graceUntil).not.toBeNull();
    expect(grace.amountDue).toMatchObject({ amount: 12_900, currency: 'USD', since: due });
    // Pay now with the saved card (3155 needs the customer): refused in the bank's words, nothing paid.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/accounts/subscriptions/pay-due',
      headers: bearer(admin.token),
      payload: { purchaseId: grace.amountDue?.purchaseId },
    });
    expect(refused.json()).toMatchObject({ status: 'error', amount: 12_900 });
    expect(refused.json<{ message: string }>().message).not.toMatch(/PaymentIntent/);

    const setup = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/paymentmethods/createintent',
        headers: bearer(admin.token),
      })
    ).json<{ message: string }>();
    await confirmSandbox(t.app, setup.message, '5555 5555 5555 4444', 'setup_intents');
    const mastercard = (await cards(admin)).find((card) => card.last4Digits === '4444');
    expect(mastercard?.default).toBe(false);
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/paymentmethods/${mastercard?.id}`,
      headers: bearer(admin.token),
    });
    const paid = await details(admin);
    expect(paid.amountDue).toBeNull();
    expect(paid.graceUntil).toBeNull();
    expect((await invoicesOf(admin)).map((invoice) => [invoice.amount, invoice.status])).toEqual([
      [12_900, 2],
      [12_900, 2],
    ]);
    const retries = await t.deps.database.db.query.securityEvents.findMany({
      where: and(eq(securityEvents.accountId, admin.accountId), eq(securityEvents.type, 'payment_retried')),
    });
    expect(retries.map((event) => event.detail?.trigger)).toContain('new_default_card');
    t.clock.set(new Date(started));
  });

  it('an account awaiting payment is shown the amount it owes and pays exactly that with its saved card', async () => {
    const started = t.clock.now().getTime();
    const { admin } = await buy(starterMonthly, '4000 0025 0000 3155');
    const setup = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/paymentmethods/createintent',
        headers: bearer(admin.token),
      })
    ).json<{ message: string }>();
    await confirmSandbox(t.app, setup.message, '4242 4242 4242 4242', 'setup_intents');
    const due = (await details(admin)).currentPeriodEnd;
    await moveClock([admin], due + 3_600_000);
    await runRenewals(due);
    await moveClock([admin], ((await details(admin)).graceUntil ?? 0) + 1000);
    await runBillingCycle(t.deps);
    // The customer makes 4242 the default at the provider itself (no retry on our side), then presses Pay.
    const customerId = await t.deps.billingCustomersRepository.findCustomer(admin.accountId, 'sandbox');
    const visa = (await cards(admin)).find((card) => card.last4Digits === '4242');
    await t.deps.paymentProvider.setDefaultCard(customerId ?? '', visa?.id ?? '', `test-default:${visa?.id}`);
    const owed = await details(admin);
    expect(owed.status).toBe(1);
    expect(owed.amountDue).toMatchObject({ amount: 12_900, since: due });
    expect(owed.nextCharge).toBeNull();
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/v1/accounts/subscriptions/pay-due',
      headers: bearer(admin.token),
      payload: { purchaseId: owed.amountDue?.purchaseId },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'ok', amount: 12_900, message: 'Paid $129.00. Thank you.' });
    expect((await details(admin)).status).toBe(2);
    const [renewal] = await invoicesOf(admin);
    expect(renewal).toMatchObject({ amount: 12_900, status: 2 });
    // Asked again for a purchase already paid: refused, nothing charged twice.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/accounts/subscriptions/pay-due',
      headers: bearer(admin.token),
      payload: { purchaseId: owed.amountDue?.purchaseId },
    });
    expect(again.statusCode).toBe(409);
    t.clock.set(new Date(started));
  });
});

describe('8. invoice lines an accountant can check', () => {
  it('a flat band is one line at its price, the users it covers in the description; quantity × unit = amount', async () => {
    const { admin } = await buy({ ...teamMonthly, numberOfUsers: 3, couponCode: 'LIFE20' });
    const [invoice] = await invoicesOf(admin);
    expect(invoice?.lines).toEqual([
      {
        description: 'Team plan, users 1-5: flat fee covering 3 users',
        quantity: 1,
        unitAmount: 29_900,
        amount: 29_900,
      },
    ]);
    expect(invoice?.discount).toBe(5_980);
    expect(invoice?.amount).toBe(23_920);
    for (const line of invoice?.lines ?? []) expect(line.quantity * line.unitAmount).toBe(line.amount);
  });
});

describe("9. the customer's words, and the purchase that went through", () => {
  it('the tab whose purchase another tab replaced says so, charges nothing, and the plan bought shows', async () => {
    const admin = await trialAdmin(t.app);
    const older = (await requestPurchase(t.app, admin.token, purchaseBody(starterMonthly))).json<{
      clientSecret: string;
    }>();
    const newer = (await requestPurchase(t.app, admin.token, purchaseBody(teamMonthly))).json<{
      clientSecret: string;
    }>();
    expect((await confirmSandbox(t.app, newer.clientSecret)).json()).toMatchObject({ status: 'succeeded' });
    const stale = await confirmSandbox(t.app, older.clientSecret);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      reason: 'payment_replaced',
      message:
        'This payment was stopped because a newer purchase was made in another window or tab, so nothing was charged here. Your account shows the purchase that went through.',
    });
    expect(stale.body).not.toMatch(/PaymentIntent/);
    expect((await details(admin)).nextCharge?.amount).toBe(29_900);
    expect(await invoicesOf(admin)).toHaveLength(1);
  });
});

describe('7. an upgrade pays with the saved default card unless another is chosen', () => {
  it('charges the saved card the quoted amount at once, saves nothing twice, and a refusal leaves the card form', async () => {
    const { admin } = await buy(starterMonthly);
    const quote = (
      await get(
        '/api/v1/products/price?numberOfUsers=1&currency=USD&paymentFrequency=Monthly&planId=3',
        admin.token,
      )
    ).json<{ price: number }>();
    const upgrade = await requestPurchase(t.app, admin.token, {
      ...purchaseBody(teamMonthly),
      useSavedCard: true,
    });
    expect(upgrade.json()).toMatchObject({ status: 'ok', message: 'Plan Modified', amount: quote.price });
    const [invoice] = await invoicesOf(admin);
    expect(invoice).toMatchObject({ amount: quote.price, status: 2 });
    expect((await cards(admin)).map((card) => [card.last4Digits, card.default])).toEqual([['4242', true]]);

    // A saved card that needs the customer: refused in the bank's words; the same change then goes to the card form.
    const other = (await buy(starterMonthly, '4000 0025 0000 3155')).admin;
    const refused = await requestPurchase(t.app, other.token, {
      ...purchaseBody(teamMonthly),
      useSavedCard: true,
    });
    expect(refused.json()).toMatchObject({ status: 'error' });
    expect(refused.json<{ message: string }>().message).toMatch(/Pay with another card instead\.$/);
    const byCard = (await requestPurchase(t.app, other.token, purchaseBody(teamMonthly))).json<{
      status: string;
      clientSecret: string;
    }>();
    expect(byCard.status).toBe('needsStripe');
    expect((await confirmSandbox(t.app, byCard.clientSecret)).json()).toMatchObject({ status: 'succeeded' });
    expect((await details(other)).nextCharge?.amount).toBe(29_900);
  });
});
