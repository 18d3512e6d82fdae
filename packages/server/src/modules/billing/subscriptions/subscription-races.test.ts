import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { invoices, purchases, sandboxObjects, securityEvents } from '../../../db/schema.ts';
import { bearer, createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { clearOpenPurchase } from './clear-purchase.ts';
import {
  confirmSandbox,
  operatorKey,
  purchaseBody,
  requestPurchase,
  trialAdmin,
} from '../../../../test/billing-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OPERATOR_API_KEY: operatorKey });
});
afterAll(() => t.close());

const body = purchaseBody({ couponCode: null, numberOfUsers: 4, planId: 3, paymentFrequency: 'Monthly' });

/** Payment intents the sandbox would let a card pay: one per purchase at most. */
const payableIntents = async (secrets: string[]) => {
  const rows = await t.deps.database.db
    .select()
    .from(sandboxObjects)
    .where(eq(sandboxObjects.kind, 'payment_intent'));
  return rows.filter(
    (row) => row.clientSecret !== null && secrets.includes(row.clientSecret) && row.status !== 'canceled',
  );
};

describe('concurrent subscription changes (issue 12, money 1)', () => {
  it('ten identical requests at once give one client secret, one charge and one invoice', async () => {
    const admin = await trialAdmin(t.app);
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => requestPurchase(t.app, admin.token, body)),
    );
    for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);
    const secrets = replies.map((reply) => reply.json<{ status: string; clientSecret: string }>());
    expect(secrets.every((reply) => reply.status === 'needsStripe')).toBe(true);
    expect(new Set(secrets.map((reply) => reply.clientSecret)).size).toBe(1);

    const confirmations = await Promise.all(
      secrets.map((reply) => confirmSandbox(t.app, reply.clientSecret).then((response) => response.json())),
    );
    expect(confirmations.every((reply) => reply.status === 'succeeded')).toBe(true);
    const succeeded = (await payableIntents(secrets.map((reply) => reply.clientSecret))).filter(
      (row) => row.status === 'succeeded',
    );
    expect(succeeded).toHaveLength(1);
    expect(await t.deps.database.db.$count(invoices, eq(invoices.accountId, admin.accountId))).toBe(1);
    expect(
      await t.deps.database.db.$count(
        purchases,
        and(eq(purchases.accountId, admin.accountId), eq(purchases.status, 'succeeded')),
      ),
    ).toBe(1);
  });

  it('two different requests at once leave only the surviving purchase payable', async () => {
    const admin = await trialAdmin(t.app);
    const replies = await Promise.all([
      requestPurchase(t.app, admin.token, body),
      requestPurchase(t.app, admin.token, { ...body, numberOfUsers: 5 }),
    ]);
    const secrets = replies
      .map((reply) => reply.json<{ status: string; clientSecret: string | null }>())
      .filter((reply) => reply.status === 'needsStripe' && reply.clientSecret)
      .map((reply) => reply.clientSecret as string);
    const pending = await t.deps.database.db
      .select()
      .from(purchases)
      .where(and(eq(purchases.accountId, admin.accountId), eq(purchases.status, 'pending')));
    expect(pending).toHaveLength(1);
    const payable = await payableIntents(secrets);
    expect(payable.map((row) => row.clientSecret)).toEqual([pending[0]?.clientSecret]);
  });

  /** The purchase as a reader saw it before its intent was attached: the other request's attach comes after. */
  const readBeforeIntentAttached = async () => {
    const admin = await trialAdmin(t.app);
    const reply = (await requestPurchase(t.app, admin.token, body)).json<{ clientSecret: string }>();
    const repository = t.deps.subscriptionsRepository;
    const attached = await repository.findOpenPurchase(admin.accountId);
    if (!attached?.paymentIntentId) throw new Error('the purchase has no intent');
    await t.deps.database.db
      .update(purchases)
      .set({ paymentIntentId: null, clientSecret: null })
      .where(eq(purchases.id, attached.id));
    const stale = await repository.findOpenPurchase(admin.accountId);
    await repository.attachIntentIfPending(attached.id, {
      paymentIntentId: attached.paymentIntentId,
      clientSecret: reply.clientSecret,
    });
    return { stale: stale!, paymentIntentId: attached.paymentIntentId, clientSecret: reply.clientSecret };
  };

  it('a change that clears a purchase learns of an intent attached after it read the purchase', async () => {
    const { stale, paymentIntentId } = await readBeforeIntentAttached();
    expect(stale.paymentIntentId).toBeNull();
    const cleared = await t.deps.subscriptionsRepository.markPurchaseCleared(stale.id, new Date());
    expect(cleared).toMatchObject({ status: 'cleared', paymentIntentId });
  });

  it('clearing an interrupted purchase cancels an intent attached after it read the purchase', async () => {
    const { stale, clientSecret } = await readBeforeIntentAttached();
    expect(await clearOpenPurchase(t.deps, stale)).toBe(true);
    expect(await payableIntents([clientSecret])).toEqual([]);
    expect((await confirmSandbox(t.app, clientSecret)).json().status).not.toBe('succeeded');
  });
});

describe('reconciliation of payments without a completed purchase (issue 12, money)', () => {
  const reconcile = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/system/stripe/reconcile',
      headers: bearer(operatorKey),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ intentsCancelled: number; paymentsRefunded: number; message: string }>();
  };
  /** A purchase replaced behind the app's back, as the old race left them: its intent never cancelled. */
  const supersededPurchase = async () => {
    const admin = await trialAdmin(t.app);
    const reply = (await requestPurchase(t.app, admin.token, body)).json<{ clientSecret: string }>();
    await t.deps.database.db
      .update(purchases)
      .set({ status: 'cleared' })
      .where(eq(purchases.accountId, admin.accountId));
    return { admin, clientSecret: reply.clientSecret };
  };
  const auditTypes = async (accountId: string) =>
    (
      await t.deps.database.db.select().from(securityEvents).where(eq(securityEvents.accountId, accountId))
    ).map((event) => event.type);

  it('cancels the open intent of a replaced purchase, once, and says so in the audit trail', async () => {
    const { admin, clientSecret } = await supersededPurchase();
    expect((await reconcile()).intentsCancelled).toBeGreaterThanOrEqual(1);
    expect((await confirmSandbox(t.app, clientSecret)).json().status).not.toBe('succeeded');
    expect(await auditTypes(admin.accountId)).toContain('payment_intent_cancelled');
    const again = await reconcile();
    expect(again.intentsCancelled).toBe(0);
  });

  it('refunds a payment taken for a replaced purchase, once, and says so in the audit trail', async () => {
    const { admin, clientSecret } = await supersededPurchase();
    expect((await confirmSandbox(t.app, clientSecret)).json().status).toBe('succeeded');
    expect(await t.deps.database.db.$count(invoices, eq(invoices.accountId, admin.accountId))).toBe(0);
    const first = await reconcile();
    expect(first.paymentsRefunded).toBeGreaterThanOrEqual(1);
    expect(first.message).toMatch(/refunded \d+ payment\(s\) without a purchase/);
    const [intent] = await t.deps.database.db
      .select()
      .from(sandboxObjects)
      .where(eq(sandboxObjects.clientSecret, clientSecret));
    expect(intent?.data).toMatchObject({ refunded: true });
    expect(await auditTypes(admin.accountId)).toContain('payment_refunded');
    expect((await reconcile()).paymentsRefunded).toBe(0);
  });
});
