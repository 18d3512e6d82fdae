import { and, eq } from 'drizzle-orm';
import { alertChannelEndpoints } from '@psc/core/alert-channels/alert-channels.endpoints';
import type { AlertChannelReply } from '@psc/core/alert-channels/alert-channels.schemas';
import { alertEndpoints } from '@psc/core/alerts/alerts.endpoints';
import { endpointUrl } from '@psc/core/shared/endpoint';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { alertChannels, mailOutbox } from '../../db/schema.ts';
import { as, type Caller } from '../../../test/calculator-fixtures.ts';
import { telegramError, type ChatDoubles } from '../../../test/chat-doubles.ts';
import { expectEveryEndpointRegistered } from '../../../test/endpoint-contract.ts';
import { openIntegrationDesk, type IntegrationDesk } from '../../../test/integration-desk.ts';
import { addMember, type TestApp } from '../../../test/test-app.ts';
import { evaluateAlerts } from '../alerts/evaluate-alerts.ts';
import { deliverChannelMessages } from './deliver-channel-messages.ts';

let t: TestApp;
let owner: Caller;
let ownerEmail: string;
let doubles: ChatDoubles;
let desk: IntegrationDesk['desk'];
let cross: IntegrationDesk['cross'];
let alertedCalculator: IntegrationDesk['alertedCalculator'];
let close: () => Promise<void>;
const botToken = '123456:ABCdefGHIjklMNOpqrSTUvwxYZ01234';

beforeAll(async () => {
  ({ t, owner, desk, doubles, cross, alertedCalculator, close } = await openIntegrationDesk());
  ownerEmail = desk.admin.email;
});
afterAll(() => close());

const addChannel = async (body: object, caller: Caller = owner) => {
  const reply = await caller.post(alertChannelEndpoints.create.path, body);
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json<AlertChannelReply>();
};
const channelsOf = async (caller: Caller = owner) =>
  (await caller.get(alertChannelEndpoints.list.path)).json<AlertChannelReply[]>();
/** Each test starts from no channels and no alerts, whether the one before passed or not. */
const removeAll = async () => {
  for (const channel of await channelsOf())
    await owner.delete(endpointUrl(alertChannelEndpoints.remove, { channelId: channel.id }));
  for (const alert of (await owner.get(alertEndpoints.list.path)).json<{ id: string }[]>())
    await owner.delete(endpointUrl(alertEndpoints.remove, { alertId: alert.id }));
};
afterEach(removeAll);

const alertMessagesTo = (path: string) =>
  doubles.to(path).filter((request) => !request.body.includes('PSC test message'));

describe('the alert channel contract', () => {
  it('every endpoint core describes is the route the server registers', () => {
    expectEveryEndpointRegistered(t.app, alertChannelEndpoints);
  });
});

describe('adding a channel', () => {
  it('sends a test message first and keeps the target sealed', async () => {
    const channel = await addChannel({
      kind: 'slack',
      name: 'Desk',
      url: `${doubles.base}/slack/T1/B1/secret1`,
    });
    expect(channel).toMatchObject({
      kind: 'slack',
      scope: 'personal',
      status: 'active',
      targetHint: doubles.base.slice(7),
    });
    const test = doubles.to('/slack/T1/B1/secret1');
    expect(test).toHaveLength(1);
    expect(test[0]?.json).toMatchObject({ text: expect.stringContaining('PSC test message') });
    const [row] = await t.deps.database.db
      .select()
      .from(alertChannels)
      .where(eq(alertChannels.id, channel.id));
    expect(row?.sealedTarget).not.toContain('secret1');
    expect((await channelsOf()).map((entry) => entry.id)).toContain(channel.id);
    await removeAll();
  });

  it('refuses a channel whose test message fails, with the service’s words', async () => {
    doubles.script('/slack/gone', { status: 404, body: 'no_service' });
    const slack = await owner.post(alertChannelEndpoints.create.path, {
      kind: 'slack',
      name: 'Gone',
      url: `${doubles.base}/slack/gone`,
    });
    expect(slack.statusCode).toBe(400);
    expect(slack.json()).toMatchObject({
      message: 'The test message did not arrive: HTTP 404: no_service',
      reason: 'channel_test_failed',
    });
    const telegram = await owner.post(alertChannelEndpoints.create.path, {
      kind: 'telegram',
      name: 'Nowhere',
      botToken,
      chatId: '-404',
    });
    expect(telegram.statusCode).toBe(400);
    expect(telegram.json().message).toBe(
      'The test message did not arrive: Telegram 400: Bad Request: chat not found',
    );
    expect(telegram.body).not.toContain(botToken);
    expect(await channelsOf()).toEqual([]);
  });

  it('an account channel is an administrator’s; a Viewer keeps channels of their own', async () => {
    const user = await addMember(t, desk.admin, 'U');
    const viewer = await addMember(t, desk.admin, 'V');
    const asUser = as(t.app, user.accessToken);
    const refused = await asUser.post(alertChannelEndpoints.create.path, {
      kind: 'teams',
      name: 'Desk',
      scope: 'account',
      url: `${doubles.base}/teams/desk`,
    });
    expect(refused.statusCode).toBe(403);
    const own = await addChannel(
      { kind: 'teams', name: 'Mine', url: `${doubles.base}/teams/viewer` },
      as(t.app, viewer.accessToken),
    );
    expect(own.scope).toBe('personal');
    const account = await addChannel({
      kind: 'teams',
      name: 'Desk',
      scope: 'account',
      url: `${doubles.base}/teams/desk`,
    });
    // The user sees the account's channel but cannot remove it, nor the viewer's own.
    expect((await channelsOf(asUser)).map((entry) => entry.id)).toEqual([account.id]);
    expect(
      (await asUser.delete(endpointUrl(alertChannelEndpoints.remove, { channelId: account.id }))).statusCode,
    ).toBe(403);
    expect(
      (await asUser.delete(endpointUrl(alertChannelEndpoints.remove, { channelId: own.id }))).statusCode,
    ).toBe(404);
    await removeAll();
    expect(await channelsOf(asUser)).toEqual([]);
  });
});

describe('an alert crossing on every channel', () => {
  it('reaches e-mail, Teams, Slack and Telegram once each, with the figure, its change, the name and a link', async () => {
    await addChannel({ kind: 'teams', name: 'Teams', url: `${doubles.base}/teams/wf1` });
    await addChannel({ kind: 'slack', name: 'Slack', url: `${doubles.base}/slack/T/B/x1` });
    await addChannel({ kind: 'telegram', name: 'Telegram', botToken, chatId: '-100777' });
    await alertedCalculator('Santos crossing');
    const mailsBefore = await t.deps.database.db.$count(
      mailOutbox,
      and(eq(mailOutbox.kind, 'alert'), eq(mailOutbox.toAddress, ownerEmail)),
    );
    expect(await cross()).toBeGreaterThanOrEqual(1);
    expect(await deliverChannelMessages(t.deps)).toBeGreaterThanOrEqual(3);

    const teams = alertMessagesTo('/teams/wf1');
    const slack = alertMessagesTo('/slack/T/B/x1');
    const telegram = alertMessagesTo(`/bot${botToken}/sendMessage`);
    expect([teams.length, slack.length, telegram.length]).toEqual([1, 1, 1]);
    const card = (
      teams[0]?.json as {
        attachments: {
          contentType: string;
          content: { body: { text?: string; facts?: { title: string; value: string }[] }[] };
        }[];
      }
    ).attachments[0];
    expect(card?.contentType).toBe('application/vnd.microsoft.card.adaptive');
    expect(JSON.stringify(card)).toContain('Santos crossing: DDP');
    expect(JSON.stringify(card)).toMatch(/"title":"Change","value":"−\d+\.\d\d USD\/t"/);
    expect(JSON.stringify(card)).toContain('http://psc.test/alerts');
    const slackBody = slack[0]?.json as { text: string; blocks: unknown[] };
    expect(slackBody.text).toContain('Santos crossing: DDP');
    expect(JSON.stringify(slackBody.blocks)).toContain('*Figure*');
    const telegramBody = telegram[0]?.json as { chat_id: string; text: string; parse_mode: string };
    expect(telegramBody).toMatchObject({ chat_id: '-100777', parse_mode: 'HTML' });
    expect(telegramBody.text).toContain('Santos crossing: DDP');
    expect(telegramBody.text).toContain('<a href="http://psc.test/alerts">Open PSC</a>');
    expect(
      await t.deps.database.db.$count(
        mailOutbox,
        and(eq(mailOutbox.kind, 'alert'), eq(mailOutbox.toAddress, ownerEmail)),
      ),
    ).toBe(mailsBefore + 1);

    // The same publication evaluated again, and another pass: nothing more anywhere.
    expect(await evaluateAlerts(t.deps)).toBe(0);
    expect(await deliverChannelMessages(t.deps)).toBe(0);
    expect([alertMessagesTo('/teams/wf1').length, alertMessagesTo('/slack/T/B/x1').length]).toEqual([1, 1]);
    const listed = await channelsOf();
    expect(listed.every((channel) => channel.recentDeliveries[0]?.status === 'sent')).toBe(true);
    await removeAll();
  });
});

describe('failures', () => {
  it('honours Slack’s Retry-After and Telegram’s retry_after, then delivers', async () => {
    await addChannel({ kind: 'slack', name: 'Busy', url: `${doubles.base}/slack/busy` });
    await addChannel({ kind: 'telegram', name: 'Busy bot', botToken, chatId: '-100888' });
    doubles.script('/slack/busy', { status: 429, headers: { 'retry-after': '30' }, body: 'rate_limited' });
    doubles.script(
      `/bot${botToken}/sendMessage`,
      telegramError(429, 'Too Many Requests: retry after 45', 45),
    );
    await alertedCalculator('Busy desk');
    await cross();
    await deliverChannelMessages(t.deps);
    // Both channels were added at the same instant: listed by name here, whatever their order.
    const byName = async () => (await channelsOf()).sort((a, b) => a.name.localeCompare(b.name));
    let listed = await byName();
    expect(listed.map((channel) => channel.recentDeliveries[0])).toEqual([
      expect.objectContaining({
        status: 'pending',
        attempts: 1,
        lastStatus: 429,
        lastError: 'HTTP 429: rate_limited',
      }),
      expect.objectContaining({
        status: 'pending',
        attempts: 1,
        lastError: 'Telegram 429: Too Many Requests: retry after 45',
      }),
    ]);
    // 29 s later Slack's wait has not passed; at 31 s it has, Telegram's 45 s not yet; at 46 s both are sent.
    t.clock.advance(29_000);
    expect(await deliverChannelMessages(t.deps)).toBe(0);
    t.clock.advance(2_000);
    expect(await deliverChannelMessages(t.deps)).toBe(1);
    t.clock.advance(15_000);
    expect(await deliverChannelMessages(t.deps)).toBe(1);
    listed = await byName();
    expect(
      listed.map((channel) => [channel.recentDeliveries[0]?.status, channel.consecutiveFailures]),
    ).toEqual([
      ['sent', 0],
      ['sent', 0],
    ]);
    await removeAll();
  });

  it('a channel that keeps failing retries with back-off, then is paused with an e-mail and a notice', async () => {
    const channel = await addChannel({ kind: 'teams', name: 'Flaky', url: `${doubles.base}/teams/flaky` });
    doubles.script(
      '/teams/flaky',
      ...Array.from({ length: 5 }, () => ({ status: 502, body: 'Bad Gateway' })),
    );
    await alertedCalculator('Flaky desk');
    await cross();
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(await deliverChannelMessages(t.deps)).toBe(1);
      const [state] = await t.deps.database.db
        .select()
        .from(alertChannels)
        .where(eq(alertChannels.id, channel.id));
      expect(state?.consecutiveFailures).toBe(attempt);
      if (attempt < 5) {
        // Not due before its back-off has passed.
        expect(await deliverChannelMessages(t.deps)).toBe(0);
        const delay = 10_000 * 2 ** (attempt - 1);
        delays.push(delay);
        t.clock.advance(delay);
      }
    }
    expect(delays).toEqual([10_000, 20_000, 40_000, 80_000]);
    const [paused] = await channelsOf();
    expect(paused).toMatchObject({
      status: 'paused',
      consecutiveFailures: 5,
      lastError: 'HTTP 502: Bad Gateway',
      pausedReason: '5 messages failed in a row: HTTP 502: Bad Gateway',
    });
    expect(paused?.recentDeliveries[0]).toMatchObject({ status: 'failed', attempts: 5 });
    const notices = await t.deps.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'alert-channel-paused'), eq(mailOutbox.toAddress, ownerEmail)));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.textBody).toContain('PSC paused your Teams channel "Flaky"');

    // Paused: the next crossing does not reach it; resumed (a test message arrives), the one after does.
    await cross();
    expect(await deliverChannelMessages(t.deps)).toBe(0);
    const resumed = await owner.post(endpointUrl(alertChannelEndpoints.resume, { channelId: channel.id }));
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json()).toMatchObject({ status: 'active', consecutiveFailures: 0, pausedReason: null });
    await cross();
    expect(await deliverChannelMessages(t.deps)).toBe(1);
    await removeAll();
  });

  it('a bot blocked by the user is a permanent failure: paused at the first one', async () => {
    await addChannel({ kind: 'telegram', name: 'Soon blocked', botToken, chatId: '-100999' });
    doubles.script(
      `/bot${botToken}/sendMessage`,
      telegramError(403, 'Forbidden: bot was blocked by the user'),
    );
    await alertedCalculator('Blocked desk');
    await cross();
    await deliverChannelMessages(t.deps);
    const [channel] = await channelsOf();
    expect(channel).toMatchObject({
      status: 'paused',
      pausedReason: 'The service refused the message: Telegram 403: Forbidden: bot was blocked by the user',
    });
    await removeAll();
  });
});
