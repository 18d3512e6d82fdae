import { alertChannelEndpoints } from '@psc/core/alert-channels/alert-channels.endpoints';
import type { AlertChannelReply } from '@psc/core/alert-channels/alert-channels.schemas';
import { endpointUrl } from '@psc/core/shared/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, santosToNewYork, type Caller } from '../../../test/calculator-fixtures.ts';
import { openIntegrationDesk, type IntegrationDesk } from '../../../test/integration-desk.ts';
import { addMember } from '../../../test/test-app.ts';
import { publishPriceRows } from '../market-data/import-prices.ts';
import { deliverChannelMessages } from './deliver-channel-messages.ts';

// Issue 49 item 2, decision 0135: a publication's notice reaches the chat channels that asked for one, when their
// owner (or, for an account channel, the account) prices from a series it carries. The doubles answer as Slack,
// Teams and Telegram do; each message is read in the service's own request shape.

const botToken = '123456:ABCdefGHIjklMNOpqrSTUvwxYZ01234';
let d: IntegrationDesk;
let owner: Caller;

beforeAll(async () => {
  d = await openIntegrationDesk();
  owner = d.owner;
  const created = await owner.post('/api/v1/calculator', {
    ...santosToNewYork(d.destinationId),
    name: 'Desk',
  });
  expect(created.statusCode, created.body).toBe(200);
});
afterAll(() => d.close());

const addChannel = async (body: object, caller: Caller = owner) => {
  const reply = await caller.post(alertChannelEndpoints.create.path, body);
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json<AlertChannelReply>();
};
const notices = (path: string) =>
  d.doubles.to(path).filter((request) => request.body.includes('New publication'));

const publishNewYork = () => {
  d.t.clock.advance(60_000);
  return publishPriceRows(
    d.t.deps,
    [
      {
        contractId: 'NewYork11',
        periodId: 'Mar-27',
        regionId: null,
        price: 20.3,
        lowPrice: 20.3,
        highPrice: 20.3,
        premiumCost: null,
        currencyCode: 'USD',
        unit: 'centsPerPound',
        lastUpdated: d.t.clock.now().getTime(),
      },
    ],
    { source: 'ICE settlement', publisher: 'Test analyst' },
  );
};

describe('publication notices', () => {
  it('reach the channels that asked, in each service’s shape; a channel can ask later; others hear nothing', async () => {
    await addChannel({
      kind: 'slack',
      name: 'Desk news',
      url: `${d.doubles.base}/slack/notices`,
      publicationNotices: true,
    });
    const teams = await addChannel({ kind: 'teams', name: 'Teams', url: `${d.doubles.base}/teams/notices` });
    expect(teams.publicationNotices).toBe(false);
    await addChannel({ kind: 'slack', name: 'Quiet', url: `${d.doubles.base}/slack/quiet` });
    await addChannel({
      kind: 'telegram',
      name: 'Account bot',
      scope: 'account',
      botToken,
      chatId: '-100777',
      publicationNotices: true,
    });
    // A colleague who prices nothing from New York hears nothing on their own channel.
    const colleague = as(d.t.app, (await addMember(d.t, d.desk.admin, 'U')).accessToken);
    await addChannel(
      {
        kind: 'slack',
        name: 'Colleague',
        url: `${d.doubles.base}/slack/colleague`,
        publicationNotices: true,
      },
      colleague,
    );

    const changed = await owner.put(endpointUrl(alertChannelEndpoints.update, { channelId: teams.id }), {
      publicationNotices: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<AlertChannelReply>()).toMatchObject({ name: 'Teams', publicationNotices: true });

    await publishNewYork();
    expect(await deliverChannelMessages(d.t.deps)).toBe(3);

    const [slack] = notices('/slack/notices');
    expect(slack?.json).toMatchObject({
      text: 'New publication: Prices published for NewYork11. Your calculators are priced again with them.',
      blocks: [
        { type: 'header', text: { type: 'plain_text', text: 'New publication' } },
        { type: 'section' },
        {
          type: 'section',
          fields: [
            { text: '*Prices*\nNewYork11' },
            { text: expect.stringMatching(/^\*Published\*\n2026-11-20 \d\d:\d\d UTC$/) },
            { text: '*Source*\nICE settlement' },
          ],
        },
        { type: 'actions', elements: [{ url: 'http://psc.test/calculators' }] },
      ],
    });
    const [card] = notices('/teams/notices');
    expect(card?.json).toMatchObject({
      type: 'message',
      attachments: [
        {
          contentType: 'application/vnd.microsoft.card.adaptive',
          content: { type: 'AdaptiveCard', body: [{ text: 'New publication' }, {}, { type: 'FactSet' }] },
        },
      ],
    });
    const [telegram] = notices(`/bot${botToken}/sendMessage`);
    expect(telegram?.json).toMatchObject({ chat_id: '-100777', parse_mode: 'HTML' });
    expect((telegram?.json as { text: string }).text).toMatch(
      /^<b>New publication<\/b>\nPrices published for NewYork11/,
    );
    expect(notices('/slack/quiet')).toEqual([]);
    expect(notices('/slack/colleague')).toEqual([]);
  });

  it('a name can change; a Viewer may change their own channel but not the account’s', async () => {
    const [accountChannel] = (await owner.get(alertChannelEndpoints.list.path))
      .json<AlertChannelReply[]>()
      .filter((channel) => channel.scope === 'account');
    const viewer = as(d.t.app, (await addMember(d.t, d.desk.admin, 'V')).accessToken);
    const own = await addChannel(
      { kind: 'slack', name: 'Mine', url: `${d.doubles.base}/slack/viewer` },
      viewer,
    );
    const renamed = await viewer.put(endpointUrl(alertChannelEndpoints.update, { channelId: own.id }), {
      name: 'Still mine',
    });
    expect(renamed.json<AlertChannelReply>()).toMatchObject({
      name: 'Still mine',
      publicationNotices: false,
    });
    const refused = await viewer.put(
      endpointUrl(alertChannelEndpoints.update, { channelId: accountChannel?.id ?? '' }),
      { publicationNotices: false },
    );
    expect(refused.statusCode).toBe(403);
  });
});
