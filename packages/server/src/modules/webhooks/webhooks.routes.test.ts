import { randomBytes } from 'node:crypto';
import { endpointUrl } from '@psc/core/shared/endpoint';
import { webhookEndpoints } from '@psc/core/webhooks/webhooks.endpoints';
import type { WebhookDelivery, WebhookReply } from '@psc/core/webhooks/webhooks.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type Caller } from '../../../test/calculator-fixtures.ts';
import type { ChatDoubles } from '../../../test/chat-doubles.ts';
import { expectEveryEndpointRegistered } from '../../../test/endpoint-contract.ts';
import { openIntegrationDesk, type IntegrationDesk } from '../../../test/integration-desk.ts';
import { createPaidAccount, createTestApp, signIn, type TestApp } from '../../../test/test-app.ts';
import { verifiesAsReceiver } from '../../../test/webhook-receiver.ts';
import { deliverWebhooks } from './deliver-webhooks.ts';

let t: TestApp;
let owner: Caller;
let ownerLogin: { email: string; password: string };
let doubles: ChatDoubles;
let cross: IntegrationDesk['cross'];
let close: () => Promise<void>;

beforeAll(async () => {
  const opened = await openIntegrationDesk({ WEBHOOK_TIMEOUT_SECONDS: '1' });
  ({ t, owner, doubles, cross, close } = opened);
  ownerLogin = opened.desk.admin;
  await opened.alertedCalculator('Hooked');
});
afterAll(() => close());

const register = async (path: string, events: string[] = ['alert.fired']) => {
  const reply = await owner.post(webhookEndpoints.create.path, { url: `${doubles.base}${path}`, events });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json<{ webhook: WebhookReply; secret: string }>();
};
const deliveriesOf = async (webhookId: string) =>
  (await owner.get(endpointUrl(webhookEndpoints.deliveries, { webhookId }))).json<WebhookDelivery[]>();

const verifies = (secret: string, request: Parameters<typeof verifiesAsReceiver>[2]) =>
  verifiesAsReceiver(t, secret, request);

describe('the webhook contract', () => {
  it('every endpoint core describes is the route the server registers', () => {
    expectEveryEndpointRegistered(t.app, webhookEndpoints);
  });
});

describe('a registered webhook', () => {
  it('receives alert.fired signed and verifiable; a replay resends the same id; attempts are listed', async () => {
    const { webhook, secret } = await register('/hooks/a');
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect((await owner.get(webhookEndpoints.list.path)).body).not.toContain(secret);
    await cross();
    expect(await deliverWebhooks(t.deps)).toBe(1);
    const [received] = doubles.to('/hooks/a');
    expect(verifies(secret, received)).toBe(true);
    expect(verifies(`whsec_${randomBytes(24).toString('base64')}`, received)).toBe(false);
    expect(received?.json).toMatchObject({
      type: 'alert.fired',
      data: { subject: 'Hooked', kind: 'calculatorDdp', direction: 'below', link: 'http://psc.test/alerts' },
    });
    const [delivery] = await deliveriesOf(webhook.id);
    expect(delivery).toMatchObject({
      id: received?.headers['webhook-id'],
      eventType: 'alert.fired',
      status: 'delivered',
      attempts: [{ statusCode: 200, responseBody: '{"received":true}', error: null }],
    });

    const replay = await owner.post(
      endpointUrl(webhookEndpoints.replay, { webhookId: webhook.id, deliveryId: delivery?.id ?? '' }),
    );
    expect(replay.statusCode, replay.body).toBe(200);
    expect(await deliverWebhooks(t.deps)).toBe(1);
    const [, again] = doubles.to('/hooks/a');
    expect(again?.headers['webhook-id']).toBe(received?.headers['webhook-id']);
    expect(again?.body).toBe(received?.body);
    expect(verifies(secret, again)).toBe(true);
    expect((await deliveriesOf(webhook.id))[0]?.attempts).toHaveLength(2);
  });

  it('a rotated secret: both sign during the overlap, only the new one after it', async () => {
    const { webhook, secret: old } = await register('/hooks/rotated');
    const rotation = await owner.post(endpointUrl(webhookEndpoints.rotateSecret, { webhookId: webhook.id }), {
      overlapHours: 24,
    });
    expect(rotation.statusCode, rotation.body).toBe(200);
    const { secret: fresh, webhook: rotated } = rotation.json<{ secret: string; webhook: WebhookReply }>();
    expect(fresh).not.toBe(old);
    expect(rotated.previousSecretExpiresAt).toBe(
      new Date(t.clock.now().getTime() + 24 * 3_600_000).toISOString(),
    );
    await cross();
    await deliverWebhooks(t.deps);
    const [during] = doubles.to('/hooks/rotated');
    expect(String(during?.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect([verifies(old, during), verifies(fresh, during)]).toEqual([true, true]);

    t.clock.advance(25 * 3_600_000);
    // A day later the session has ended: sign in again.
    owner = as(t.app, (await signIn(t.app, ownerLogin.email, ownerLogin.password)).access_token);
    const [delivery] = await deliveriesOf(webhook.id);
    await owner.post(
      endpointUrl(webhookEndpoints.replay, { webhookId: webhook.id, deliveryId: delivery?.id ?? '' }),
    );
    await deliverWebhooks(t.deps);
    const [, after] = doubles.to('/hooks/rotated');
    expect(String(after?.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect([verifies(old, after), verifies(fresh, after)]).toEqual([false, true]);
  });

  it('a failing reply is kept (status, the start of its body) and retried with back-off; a redirect is not followed', async () => {
    const { webhook } = await register('/hooks/failing');
    doubles.script('/hooks/failing', { status: 500, body: 'x'.repeat(5_000) });
    doubles.script('/hooks/failing', {
      status: 302,
      headers: { location: `${doubles.base}/hooks/elsewhere` },
    });
    await cross();
    await deliverWebhooks(t.deps);
    let [delivery] = await deliveriesOf(webhook.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: [{ statusCode: 500, error: 'HTTP 500' }] });
    expect(delivery?.attempts[0]?.responseBody).toHaveLength(1_000);
    expect(delivery?.nextAttemptAt).toBe(new Date(t.clock.now().getTime() + 5_000).toISOString());
    expect(await deliverWebhooks(t.deps)).toBe(0);
    t.clock.advance(5_000);
    await deliverWebhooks(t.deps);
    [delivery] = await deliveriesOf(webhook.id);
    expect(delivery?.attempts.map((attempt) => attempt.statusCode)).toEqual([500, 302]);
    expect(doubles.to('/hooks/elsewhere')).toEqual([]);
    t.clock.advance(300_000);
    await deliverWebhooks(t.deps);
    [delivery] = await deliveriesOf(webhook.id);
    expect(delivery?.status).toBe('delivered');
  });

  it('a slow target times out without holding the others', async () => {
    const { webhook: slow } = await register('/hooks/slow');
    const { webhook: quick } = await register('/hooks/quick');
    doubles.script('/hooks/slow', { status: 200, body: 'late', delayMs: 3_000 });
    await cross();
    const started = performance.now();
    await deliverWebhooks(t.deps);
    expect(performance.now() - started).toBeLessThan(2_900);
    expect((await deliveriesOf(quick.id))[0]?.status).toBe('delivered');
    expect((await deliveriesOf(slow.id))[0]).toMatchObject({
      status: 'pending',
      attempts: [{ statusCode: null, error: 'No reply within 1 s' }],
    });
  });
});

describe('targets PSC refuses', () => {
  let strict: TestApp;
  let admin: Caller;
  beforeAll(async () => {
    strict = await createTestApp();
    admin = as(strict.app, (await createPaidAccount(strict)).admin.accessToken);
  });
  afterAll(() => strict.close());

  it.each([
    ['http://hooks.example.com/x', 'The URL must start with https://'],
    ['https://127.0.0.1/x', 'The URL resolves to a private, loopback or link-local address'],
    [
      'https://169.254.169.254/latest/meta-data',
      'The URL resolves to a private, loopback or link-local address',
    ],
    ['https://10.1.2.3/x', 'The URL resolves to a private, loopback or link-local address'],
    ['https://100.64.0.1/x', 'The URL resolves to a private, loopback or link-local address'],
    ['https://192.168.1.10/x', 'The URL resolves to a private, loopback or link-local address'],
    ['https://[::1]/x', 'The URL resolves to a private, loopback or link-local address'],
    ['https://[fd12:3456::1]/x', 'The URL resolves to a private, loopback or link-local address'],
    ['https://[fe80::1]/x', 'The URL resolves to a private, loopback or link-local address'],
    ['https://[::ffff:127.0.0.1]/x', 'The URL resolves to a private, loopback or link-local address'],
    ['https://localhost/x', 'The URL resolves to a private, loopback or link-local address'],
  ])('%s', async (url, message) => {
    const reply = await admin.post(webhookEndpoints.create.path, { url, events: ['alert.fired'] });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ message, reason: 'target_refused' });
  });

  it('a chat channel on a private address is refused the same way', async () => {
    const reply = await admin.post('/api/v1/alert-channels', {
      kind: 'slack',
      name: 'Inside',
      url: 'https://127.0.0.1/slack',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().reason).toBe('target_refused');
  });
});
