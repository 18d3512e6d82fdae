import { randomBytes } from 'node:crypto';
import { alertChannelEndpoints } from '@psc/core/alert-channels/alert-channels.endpoints';
import { alertEndpoints } from '@psc/core/alerts/alerts.endpoints';
import { webhookEndpoints } from '@psc/core/webhooks/webhooks.endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import {
  openCalculatorDesk,
  publishPrice,
  santosToNewYork,
  type Caller,
} from '../../../test/calculator-fixtures.ts';
import { startChatDoubles, type ChatDoubles } from '../../../test/chat-doubles.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { recomputeCalculatorPrices } from '../calculators/recompute-calculator-prices.ts';
import { evaluateAlerts } from '../alerts/evaluate-alerts.ts';
import { deliverWebhooks } from '../webhooks/deliver-webhooks.ts';
import { deliverChannelMessages } from './deliver-channel-messages.ts';

/**
 * Two instances of the app on one database (issue 49: "a crossing is never sent twice when two instances
 * evaluate"): both evaluate the same publication and both run their delivery passes at once, against a slow chat
 * service, and each crossing reaches the channel and the webhook once. On PostgreSQL each instance has its own
 * connections, as two processes would; on PGlite the second shares the first one's database.
 */
let first: TestApp;
let second: TestApp;
let owner: Caller;
let doubles: ChatDoubles;

beforeAll(async () => {
  doubles = await startChatDoubles();
  const environment = {
    LOG_LEVEL: 'error',
    WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true',
    TOTP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  };
  const opened = await openCalculatorDesk(environment);
  first = opened.t;
  owner = opened.owner;
  const database = first.deps.database;
  const handle =
    database.connection.engine === 'postgres'
      ? await openDatabase({ engine: 'postgres', url: database.connection.url })
      : { ...database, close: async () => undefined };
  second = await createTestApp(environment, { database: handle });
  second.clock.set(first.clock.now());

  const created = await owner.post('/api/v1/calculator', {
    ...santosToNewYork(opened.destinationId),
    name: 'Raced',
  });
  const calculatorId = created.json<{ id: string }>().id;
  const all = (await owner.get('/api/v1/calculator/all')).json<{ id: string; price: number }[]>();
  const price = all.find((calculator) => calculator.id === calculatorId)?.price ?? NaN;
  expect(
    (
      await owner.post(alertEndpoints.create.path, {
        kind: 'calculatorDdp',
        calculatorId,
        direction: 'below',
        level: Math.round((price - 10) * 100) / 100,
      })
    ).statusCode,
  ).toBe(201);
  expect(
    (
      await owner.post(alertChannelEndpoints.create.path, {
        kind: 'slack',
        name: 'Race',
        url: `${doubles.base}/slack/race`,
      })
    ).statusCode,
  ).toBe(201);
  expect(
    (
      await owner.post(webhookEndpoints.create.path, {
        url: `${doubles.base}/hooks/race`,
        events: ['alert.fired'],
      })
    ).statusCode,
  ).toBe(201);
});
afterAll(async () => {
  await second.close();
  await first.close();
  await doubles.close();
});

const publish = async (price: number) => {
  for (const app of [first, second]) app.clock.advance(60_000);
  await publishPrice(first, { contractId: 'NewYork11', periodId: 'Mar-27', price });
  await recomputeCalculatorPrices(first.deps, { owner: null, onlyStale: true });
  await second.settleChanges();
};

describe('two instances evaluating and delivering at once', () => {
  it('send each crossing once to the channel and once to the webhook', async () => {
    const crossings = 3;
    for (let round = 0; round < crossings; round += 1) {
      await publish(20);
      await Promise.all([evaluateAlerts(first.deps), evaluateAlerts(second.deps)]);
      await publish(19);
      // The chat service answers slowly, so both instances' passes overlap while a message is out.
      doubles.script('/slack/race', { status: 200, body: 'ok', delayMs: 300 });
      const fired = await Promise.all([evaluateAlerts(first.deps), evaluateAlerts(second.deps)]);
      expect(fired[0] + fired[1]).toBe(1);
      await Promise.all([
        deliverChannelMessages(first.deps),
        deliverChannelMessages(second.deps),
        deliverWebhooks(first.deps),
        deliverWebhooks(second.deps),
      ]);
      await Promise.all([deliverChannelMessages(first.deps), deliverChannelMessages(second.deps)]);
    }
    const alerts = doubles.to('/slack/race').filter((request) => !request.body.includes('PSC test message'));
    expect(alerts).toHaveLength(crossings);
    const hooks = doubles.to('/hooks/race');
    expect(hooks).toHaveLength(crossings);
    expect(new Set(hooks.map((request) => request.headers['webhook-id'])).size).toBe(crossings);
  });
});
