import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { accounts, invoices, providerEvents } from '../../../db/schema.ts';
import { bearer, createTestApp, signIn, type TestApp } from '../../../../test/test-app.ts';
import {
  addCoupon,
  intentIdOf,
  operatorKey,
  purchaseBody,
  requestPurchase,
  trialAdmin,
} from '../../../../test/billing-helpers.ts';
import { startStripeDouble, type StripeDouble } from '../../../../test/stripe-double.ts';

const webhookSecret = 'whsec_psc_test_secret_0123456789';
let t: TestApp;
let stripe: StripeDouble;

beforeAll(async () => {
  stripe = await startStripeDouble();
  t = await createTestApp({
    OPERATOR_API_KEY: operatorKey,
    STRIPE_SECRET_KEY: 'sk_test_psc_double',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_psc_double',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: stripe.url,
  });
  await addCoupon(t.app, { id: 'TRADER20', name: '20 %', percentOff: 20, duration: 'once' });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const db = () => t.deps.database.db;
const deliver = (payload: string, signature: string | undefined) =>
  t.app.inject({
    method: 'POST',
    url: '/stripe',
    payload,
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { 'stripe-signature': signature }),
    },
  });
const deliverEvent = (event: object) => {
  const payload = JSON.stringify(event, null, 2);
  return deliver(payload, stripe.sign(payload, webhookSecret));
};

const startPurchase = async (overrides: Record<string, unknown> = {}) => {
  const admin = await trialAdmin(t.app);
  const reply = (await requestPurchase(t.app, admin.token, purchaseBody(overrides))).json<{
    status: string;
    clientSecret: string;
    purchaseId: string;
    amount: number;
    provider: string;
  }>();
  expect(reply).toMatchObject({ status: 'needsStripe', provider: 'stripe' });
  return { admin, reply, intentId: intentIdOf(reply.clientSecret) };
};

describe('Stripe through the SDK, against the local double', () => {
  it('creates the customer and a payment intent for exactly the quote, each with a key derived from the operation', async () => {
    const { admin, reply, intentId } = await startPurchase();
    expect(reply.amount).toBe(285_120);
    const customer = stripe.requests.find(
      (request) =>
        request.path === '/v1/customers' && request.idempotencyKey === `customer:${admin.accountId}`,
    );
    expect(customer?.params).toMatchObject({ 'metadata[accountId]': admin.accountId });
    const intent = stripe.requests.find(
      (request) =>
        request.path === '/v1/payment_intents' &&
        request.idempotencyKey === `purchase:${reply.purchaseId}:payment-intent`,
    );
    expect(intent?.params).toMatchObject({
      amount: '285120',
      currency: 'usd',
      'metadata[purchaseId]': reply.purchaseId,
      setup_future_usage: 'off_session',
    });
    expect(stripe.objects.get(intentId)).toMatchObject({
      amount: 285_120,
      status: 'requires_payment_method',
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/stripepk', headers: bearer(admin.token) })).json(),
    ).toEqual({ success: true, message: 'pk_test_psc_double', provider: 'stripe' });
  });

  it('honours idempotency keys: the same key and parameters replay, other parameters are refused', async () => {
    const customerId = await t.deps.paymentProvider.createCustomer(
      { accountId: 'a', email: null, name: 'Key Test' },
      'customer:key-test',
    );
    const again = await t.deps.paymentProvider.createCustomer(
      { accountId: 'a', email: null, name: 'Key Test' },
      'customer:key-test',
    );
    expect(again).toBe(customerId);
    await expect(
      t.deps.paymentProvider.createCustomer(
        { accountId: 'b', email: null, name: 'Other' },
        'customer:key-test',
      ),
    ).rejects.toThrow(/same parameters/);
  });

  it('applies the same event delivered 20 times at once exactly once', async () => {
    const { admin, intentId } = await startPurchase();
    const event = stripe.customerPays(intentId);
    const replies = await Promise.all(Array.from({ length: 20 }, () => deliverEvent(event)));
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(20).fill(200));
    expect(replies.filter((reply) => reply.json<{ outcome: string }>().outcome === 'applied')).toHaveLength(
      1,
    );
    expect(replies.filter((reply) => reply.json<{ outcome: string }>().outcome === 'duplicate')).toHaveLength(
      19,
    );
    for (let index = 0; index < 5; index += 1)
      expect((await deliverEvent(event)).json()).toMatchObject({ outcome: 'duplicate' });
    expect(await db().$count(providerEvents, eq(providerEvents.id, event.id))).toBe(1);
    expect(await db().$count(invoices, eq(invoices.accountId, admin.accountId))).toBe(1);
    expect(await db().query.accounts.findFirst({ where: eq(accounts.id, admin.accountId) })).toMatchObject({
      status: 2,
      numberOfUsers: 7,
      currentPlanId: 3,
      paymentProcessorId: 'stripe',
    });
    const [card] = (
      await t.app.inject({ method: 'GET', url: '/api/v1/paymentmethods', headers: bearer(admin.token) })
    ).json<Array<{ last4Digits: string; default: boolean }>>();
    expect(card).toMatchObject({ last4Digits: '4242', default: true });
  });

  it('refuses forged, stale, tampered and unsigned deliveries; accepts a rotated secret among several signatures', async () => {
    const { intentId } = await startPurchase();
    const event = stripe.customerPays(intentId);
    const payload = JSON.stringify(event);
    const expectRefused = async (response: Awaited<ReturnType<typeof deliver>>) => {
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/^Webhook refused/);
    };
    await expectRefused(await deliver(payload, stripe.sign(payload, 'whsec_forged_secret')));
    await expectRefused(
      await deliver(payload, stripe.sign(payload, webhookSecret, Math.floor(Date.now() / 1000) - 301)),
    );
    await expectRefused(
      await deliver(payload.replace('"amount":285120', '"amount":1'), stripe.sign(payload, webhookSecret)),
    );
    await expectRefused(
      await deliver(JSON.stringify(JSON.parse(payload), null, 1), stripe.sign(payload, webhookSecret)),
    );
    await expectRefused(await deliver(payload, undefined));
    expect(await db().$count(providerEvents, eq(providerEvents.id, event.id))).toBe(0);
    const good = stripe.sign(payload, webhookSecret);
    const forged = stripe.sign(payload, 'whsec_old_secret').split(',')[1] ?? '';
    expect((await deliver(payload, `${good},${forged}`)).json()).toMatchObject({
      received: true,
      outcome: 'applied',
    });
  });

  it('ends in the same state whatever the order: a late failure after the success changes nothing', async () => {
    const { admin, intentId } = await startPurchase({ couponCode: null });
    const failed = stripe.customerIsDeclined(intentId);
    const succeeded = stripe.customerPays(intentId);
    await deliverEvent(succeeded);
    await deliverEvent(failed);
    const first = await db().query.accounts.findFirst({ where: eq(accounts.id, admin.accountId) });

    const other = await startPurchase({ couponCode: null });
    const failedFirst = stripe.customerIsDeclined(other.intentId);
    const succeededLater = stripe.customerPays(other.intentId);
    await deliverEvent(failedFirst);
    await deliverEvent(succeededLater);
    const second = await db().query.accounts.findFirst({ where: eq(accounts.id, other.admin.accountId) });
    expect([first?.status, first?.numberOfUsers]).toEqual([2, 7]);
    expect([second?.status, second?.numberOfUsers]).toEqual([2, 7]);
    expect(await db().$count(invoices, eq(invoices.accountId, admin.accountId))).toBe(1);
    expect(await db().$count(invoices, eq(invoices.accountId, other.admin.accountId))).toBe(1);
  });

  it('reconciliation applies an event that never arrived, and a second run changes nothing', async () => {
    const { admin, intentId } = await startPurchase({ couponCode: null });
    stripe.customerPays(intentId);
    const reconcile = () =>
      t.app.inject({ method: 'GET', url: '/system/stripe/reconcile', headers: bearer(operatorKey) });
    const first = (await reconcile()).json<{ eventsApplied: number; mismatches: string[] }>();
    expect(first.eventsApplied).toBeGreaterThanOrEqual(1);
    expect(first.mismatches).toEqual([]);
    expect((await db().query.accounts.findFirst({ where: eq(accounts.id, admin.accountId) }))?.status).toBe(
      2,
    );
    expect((await reconcile()).json()).toMatchObject({ eventsApplied: 0, purchasesSettled: 0 });
    expect(await db().$count(invoices, eq(invoices.accountId, admin.accountId))).toBe(1);
  });

  it('manages cards at Stripe: setup intent, default, delete; renewals are charged off-session with their own key', async () => {
    const { admin, intentId } = await startPurchase({
      couponCode: null,
      paymentFrequency: 'Monthly',
      numberOfUsers: 5,
    });
    await deliverEvent(stripe.customerPays(intentId));
    const setup = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/paymentmethods/createintent',
        headers: { ...bearer(admin.token), 'idempotency-key': 'add-card-0001' },
      })
    ).json<{ success: boolean; message: string }>();
    expect(setup.success).toBe(true);
    stripe.customerSavesCard(intentIdOf(setup.message), '4444');
    const methods = (
      await t.app.inject({ method: 'GET', url: '/api/v1/paymentmethods', headers: bearer(admin.token) })
    ).json<Array<{ id: string; default: boolean; last4Digits: string }>>();
    methods.sort((left, right) => left.last4Digits.localeCompare(right.last4Digits));
    expect(methods.map((method) => [method.last4Digits, method.default])).toEqual([
      ['4242', true],
      ['4444', false],
    ]);
    const second = methods[1]?.id ?? '';
    const updated = (
      await t.app.inject({
        method: 'PUT',
        url: `/api/v1/paymentmethods/${second}`,
        headers: bearer(admin.token),
      })
    ).json<Array<{ id: string; default: boolean }>>();
    expect(updated.find((method) => method.default)?.id).toBe(second);
    expect(
      stripe.requests.some(
        (request) =>
          request.path.startsWith('/v1/customers/') &&
          request.method === 'POST' &&
          request.params['invoice_settings[default_payment_method]'] === second,
      ),
    ).toBe(true);
    const afterDelete = (
      await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/paymentmethods/${methods[0]?.id}`,
        headers: bearer(admin.token),
      })
    ).json<Array<{ id: string }>>();
    expect(afterDelete.map((method) => method.id)).toEqual([second]);

    const details = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/account/subscriptionDetails',
        headers: bearer(admin.token),
      })
    ).json<{ currentPeriodEnd: number }>();
    const due = new Date(details.currentPeriodEnd);
    const started = t.clock.now();
    t.clock.set(new Date(details.currentPeriodEnd + 1000));
    const run = () =>
      t.app.inject({
        method: 'GET',
        url: `/system/generateinvoices?year=${due.getUTCFullYear()}&month=${due.getUTCMonth() + 1}`,
        headers: bearer(operatorKey),
      });
    expect((await run()).json()).toMatchObject({ success: true });
    expect((await run()).json()).toMatchObject({ created: 0, charged: 0 });
    const charges = stripe.requests.filter(
      (request) =>
        request.path === '/v1/payment_intents' &&
        request.params.off_session === 'true' &&
        request.params['metadata[accountId]'] === admin.accountId,
    );
    expect(charges).toHaveLength(1);
    expect(charges[0]?.idempotencyKey).toMatch(/^renewal:.+:charge$/);
    expect(charges[0]?.params).toMatchObject({ amount: '29900', payment_method: second });
    expect(await db().$count(invoices, eq(invoices.accountId, admin.accountId))).toBe(2);
    t.clock.set(started);
  });

  it('makes the card that paid the default, once: the same card paying an upgrade is not saved twice (issue 44)', async () => {
    const { admin, intentId } = await startPurchase({
      couponCode: null,
      paymentFrequency: 'Monthly',
      planId: 2,
      numberOfUsers: 1,
    });
    await deliverEvent(stripe.customerPays(intentId, '4242'));
    const listed = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/v1/paymentmethods', headers: bearer(admin.token) })
      ).json<Array<{ id: string; default: boolean; last4Digits: string }>>();
    const [first] = await listed();
    // Stripe never makes a card the default by itself: PSC sets the card that paid.
    expect(first).toMatchObject({ last4Digits: '4242', default: true });
    const requestsBefore = stripe.requests.length;
    const upgrade = (
      await requestPurchase(
        t.app,
        admin.token,
        purchaseBody({ couponCode: null, paymentFrequency: 'Monthly', planId: 3, numberOfUsers: 1 }),
      )
    ).json<{ clientSecret: string }>();
    await deliverEvent(stripe.customerPays(intentIdOf(upgrade.clientSecret), '4242'));
    expect((await listed()).map((card) => [card.id, card.default])).toEqual([[first?.id, true]]);
    expect(
      stripe.requests
        .slice(requestsBefore)
        .filter(
          (request) => request.method === 'POST' && /^\/v1\/payment_methods\/.+\/detach$/.test(request.path),
        ),
    ).toHaveLength(1);
  });

  it('through Stripe: the run charges the next charge shown after an in-term cancellation, reports a decline, and a new default card pays in grace (issue 44)', async () => {
    const starter = { couponCode: null, paymentFrequency: 'Monthly', planId: 2, numberOfUsers: 1 };
    const cancelled = await startPurchase(starter);
    await deliverEvent(stripe.customerPays(cancelled.intentId, '4242'));
    const refused = await startPurchase(starter);
    await deliverEvent(stripe.customerPays(refused.intentId, '0002'));
    const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
    type Details = {
      currentPeriodEnd: number;
      nextCharge: { amount: number; at: number } | null;
      subscriptionCancelationDate: number | null;
      amountDue: { amount: number } | null;
    };
    const details = async (token: string) =>
      (await get('/api/v1/account/subscriptionDetails', token)).json<Details>();
    const notice = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/accounts/subscriptions',
      headers: bearer(cancelled.admin.token),
      payload: {},
    });
    expect(notice.statusCode, notice.body).toBe(200);
    const shown = await details(cancelled.admin.token);
    expect(shown.nextCharge).toMatchObject({ amount: 12_900, at: shown.currentPeriodEnd });

    const started = t.clock.now();
    t.clock.set(new Date(shown.currentPeriodEnd + 1000));
    // Moving the clock expires access tokens: sign in again at the new time.
    for (const { admin } of [cancelled, refused])
      admin.token = (await signIn(t.app, admin.email, admin.password)).access_token;
    const due = new Date(shown.currentPeriodEnd);
    const run = (
      await t.app.inject({
        method: 'GET',
        url: `/system/generateinvoices?year=${due.getUTCFullYear()}&month=${due.getUTCMonth() + 1}`,
        headers: bearer(operatorKey),
      })
    ).json<{ accounts: Array<{ accountId: string; outcome: string }> }>();
    const outcome = (accountId: string) =>
      run.accounts.find((entry) => entry.accountId === accountId)?.outcome;
    expect(outcome(cancelled.admin.accountId)).toBe('charged');
    expect(outcome(refused.admin.accountId)).toBe('declined');
    const charge = stripe.requests.find(
      (request) =>
        request.params.off_session === 'true' &&
        request.params['metadata[accountId]'] === cancelled.admin.accountId,
    );
    expect(charge?.params.amount).toBe(String(shown.nextCharge?.amount));
    const cancelledInvoices = (await get('/api/v1/accounts/invoices', cancelled.admin.token)).json<
      Array<{ amount: number; status: number }>
    >();
    expect(cancelledInvoices[0]).toMatchObject({ amount: 12_900, status: 2 });
    expect((await details(cancelled.admin.token)).subscriptionCancelationDate).toBe(
      shown.subscriptionCancelationDate,
    );

    // In grace: a new card made the default is charged at once, with its own key.
    expect((await details(refused.admin.token)).amountDue).toMatchObject({ amount: 12_900 });
    const setup = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/paymentmethods/createintent',
        headers: bearer(refused.admin.token),
      })
    ).json<{ message: string }>();
    stripe.customerSavesCard(intentIdOf(setup.message), '4444');
    const methods = (await get('/api/v1/paymentmethods', refused.admin.token)).json<
      Array<{ id: string; last4Digits: string }>
    >();
    const mastercard = methods.find((method) => method.last4Digits === '4444');
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/paymentmethods/${mastercard?.id}`,
      headers: bearer(refused.admin.token),
    });
    expect((await details(refused.admin.token)).amountDue).toBeNull();
    const retry = stripe.requests.find(
      (request) =>
        request.params.off_session === 'true' &&
        request.params['metadata[accountId]'] === refused.admin.accountId &&
        request.params.payment_method === mastercard?.id,
    );
    expect(retry?.idempotencyKey).toMatch(/^renewal:.+:charge:2$/);
    t.clock.set(started);
  });

  it("property: any order and any repetition of a payment's events ends in the same state (R14)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .array(fc.constantFrom('failed', 'succeeded', 'failed-again'), { minLength: 1, maxLength: 4 })
          .chain((kinds) =>
            fc.tuple(
              fc.constant(kinds),
              fc.array(fc.nat(kinds.length - 1), { maxLength: 4 }),
              fc.array(fc.double({ noNaN: true }), { minLength: 8, maxLength: 8 }),
            ),
          ),
        async ([kinds, repeats, order]) => {
          const { admin, intentId } = await startPurchase({ couponCode: null, numberOfUsers: 6 });
          const made = kinds.map((kind) =>
            kind === 'succeeded' ? stripe.customerPays(intentId) : stripe.customerIsDeclined(intentId),
          );
          const deliveries = [...made, ...repeats.map((index) => made[index] ?? made[0])]
            .filter((event) => event !== undefined)
            .map((event, index) => ({ event, key: order[index] ?? 0 }))
            .sort((left, right) => left.key - right.key)
            .map((entry) => entry.event);
          for (const event of deliveries) expect((await deliverEvent(event)).statusCode).toBe(200);
          const account = await db().query.accounts.findFirst({ where: eq(accounts.id, admin.accountId) });
          const paid = kinds.includes('succeeded');
          expect(account?.status).toBe(paid ? 2 : 0);
          expect(account?.numberOfUsers).toBe(paid ? 6 : 1);
          expect(await db().$count(invoices, eq(invoices.accountId, admin.accountId))).toBe(paid ? 1 : 0);
        },
      ),
      { numRuns: 12 },
    );
  }, 120_000);
});
