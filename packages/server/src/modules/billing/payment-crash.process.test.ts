import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import pg from 'pg';
import { inject } from 'vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeDouble, type StripeDouble } from '../../../test/stripe-double.ts';
import { databaseUrlFor } from '../../../test/database-url.ts';
import { testEngine, webClientAuthorization } from '../../../test/test-app.ts';
import { intentIdOf, operatorKey } from '../../../test/billing-helpers.ts';

const webhookSecret = 'whsec_crash_test_secret_0123456789';
const serverRoot = join(import.meta.dirname, '..', '..', '..');
let stripe: StripeDouble;
let dataDir: string;
let databaseUrl: string | undefined;
let dropDatabase: () => Promise<void> = async () => undefined;
let port: number;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** The real server as its own process (tsx on the sources), so it can die the way a machine does. */
const startServer = async (failpoints: string): Promise<ChildProcess> => {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@psc/source', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
      WEB_DIST_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      CAPTCHA_REQUIRED: 'false',
      OPERATOR_API_KEY: operatorKey,
      STRIPE_SECRET_KEY: 'sk_test_crash',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_crash',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: stripe.url,
      BILLING_JOB_MINUTES: '1440',
      FAILPOINTS: failpoints,
      REDIS_URL: '',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/aqa/settings`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
};

const call = async (path: string, init: RequestInit & { token?: string } = {}) => {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    ...init,
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.headers as Record<string, string>),
    },
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
};

const signIn = async (email: string, password: string) => {
  const response = await fetch(`http://127.0.0.1:${port}/oauth/token`, {
    method: 'POST',
    headers: { authorization: webClientAuthorization, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: email, password }).toString(),
  });
  return ((await response.json()) as { access_token: string }).access_token;
};

beforeAll(async () => {
  stripe = await startStripeDouble();
  port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'psc-crash-'));
  writeFileSync(join(dataDir, 'index.html'), '<!doctype html><title>PSC</title>');
  if (testEngine === 'postgres') {
    const baseUrl = process.env.TEST_DATABASE_URL ?? '';
    const name = `psc_test_crash_${process.pid}_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${inject('postgresTemplateName')}"`);
    await admin.end();
    databaseUrl = databaseUrlFor(baseUrl, name);
    dropDatabase = async () => {
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    };
  }
}, 120_000);

afterAll(async () => {
  await stripe.close();
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('SIGKILL between the provider confirming a payment and our commit', () => {
  it('ends, after restart and reconciliation, with one payment, one invoice and the licences paid for', async () => {
    let server = await startServer('after_provider_confirm_before_commit');
    try {
      const email = `crash-${randomUUID().slice(0, 8)}@test.example`;
      const password = 'correct horse battery';
      expect(
        (
          await call('/register', {
            method: 'POST',
            body: JSON.stringify({
              account: 'Crash Desk',
              email,
              firstname: 'Cr',
              lastname: 'Ash',
              password,
            }),
          })
        ).status,
      ).toBe(200);
      let token = await signIn(email, password);
      const purchase = await call('/api/v1/accounts/subscriptions', {
        method: 'PUT',
        token,
        body: JSON.stringify({ planId: 3, numberOfUsers: 7, currency: 'USD', paymentFrequency: 'Yearly' }),
      });
      expect(purchase.json).toMatchObject({ status: 'needsStripe', amount: 356_400 });
      const intentId = intentIdOf(String(purchase.json.clientSecret));

      // The customer pays at Stripe; Stripe's webhook reaches a server that dies inside the transaction applying it.
      const event = stripe.customerPays(intentId);
      const payload = JSON.stringify(event);
      const exited = new Promise<NodeJS.Signals | null>((resolve) =>
        server.once('exit', (_code, signal) => resolve(signal)),
      );
      await expect(
        fetch(`http://127.0.0.1:${port}/stripe`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'stripe-signature': stripe.sign(payload, webhookSecret),
          },
          body: payload,
        }),
      ).rejects.toThrow();
      expect(await exited).toBe('SIGKILL');

      // Restarted: reconciliation at start finds the event at Stripe and applies it.
      server = await startServer('');
      token = await signIn(email, password);
      const details = await call('/api/v1/account/subscriptionDetails', { token });
      expect(details.json).toMatchObject({
        status: 2,
        planName: 'Team',
        numberOfUsers: 7,
        pendingPurchase: null,
      });
      const invoices = await call('/api/v1/accounts/invoices', { token });
      expect(invoices.json).toHaveLength(1);
      expect((invoices.json as unknown as Array<{ amount: number; status: number }>)[0]).toMatchObject({
        amount: 356_400,
        status: 2,
      });

      // Stripe retries the delivery: recorded already, nothing changes. Reconciling again changes nothing either.
      const redelivered = await fetch(`http://127.0.0.1:${port}/stripe`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': stripe.sign(payload, webhookSecret),
        },
        body: payload,
      });
      expect(await redelivered.json()).toMatchObject({ outcome: 'duplicate' });
      expect((await call('/system/stripe/reconcile', { token: operatorKey })).json).toMatchObject({
        eventsApplied: 0,
        purchasesSettled: 0,
      });
      expect((await call('/api/v1/accounts/invoices', { token })).json).toHaveLength(1);
      expect(
        stripe
          .createdIntents()
          .filter((request) => request.params['metadata[purchaseId]'] === purchase.json.purchaseId),
      ).toHaveLength(1);
      expect(
        stripe.events.filter(
          (candidate) =>
            candidate.type === 'payment_intent.succeeded' &&
            (candidate.data as { object: { id: string } }).object.id === intentId,
        ),
      ).toHaveLength(1);
    } finally {
      server.kill('SIGTERM');
    }
  }, 120_000);
});
