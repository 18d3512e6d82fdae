import type { PriceRow } from '@psc/core/market-data/price-snapshot.schemas';
import type { QuoteSummary } from '@psc/core/quotes/quotes.schemas';
import { webhookEventBodySchema } from '@psc/core/webhooks/webhook-events.schemas';
import { webhookEndpoints } from '@psc/core/webhooks/webhooks.endpoints';
import type { WebhookEventType, WebhookReply } from '@psc/core/webhooks/webhooks.schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, santosToNewYork, type Caller } from '../../../test/calculator-fixtures.ts';
import { openIntegrationDesk, type IntegrationDesk } from '../../../test/integration-desk.ts';
import { createPaidAccount, signIn } from '../../../test/test-app.ts';
import { verifiesAsReceiver } from '../../../test/webhook-receiver.ts';
import { recomputeCalculatorPrices } from '../calculators/recompute-calculator-prices.ts';
import { publishFxRows } from '../market-data/import-fx-rates.ts';
import { publishPriceRows } from '../market-data/import-prices.ts';
import { announceExpiredQuotes } from '../quotes/announce-expired-quotes.ts';
import { deliverWebhooks } from './deliver-webhooks.ts';

// Issue 49 item 3, decision 0135: the four events beside alert.fired, each sent through the outbox, signed, and
// checked here as a receiver would, with the standardwebhooks library.

const dayMs = 86_400_000;
let d: IntegrationDesk;
let owner: Caller;
let calculatorId: string;

beforeAll(async () => {
  d = await openIntegrationDesk();
  owner = d.owner;
  const created = await owner.post('/api/v1/calculator', {
    ...santosToNewYork(d.destinationId),
    name: 'Hooked',
  });
  expect(created.statusCode, created.body).toBe(200);
  calculatorId = created.json<{ id: string }>().id;
});
afterAll(() => d.close());

/** After a jump of the test clock the session has ended: sign in again. */
const signInAgain = async () => {
  owner = as(d.t.app, (await signIn(d.t.app, d.desk.admin.email, d.desk.admin.password)).access_token);
};

const register = async (path: string, events: WebhookEventType[], caller: Caller = owner) => {
  const reply = await caller.post(webhookEndpoints.create.path, { url: `${d.doubles.base}${path}`, events });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json<{ webhook: WebhookReply; secret: string }>();
};

/** Every request the path received since the test began, each verified and read by the event's own schema. */
const eventsAt = <Type extends WebhookEventType>(path: string, secret: string, type: Type) =>
  d.doubles.to(path).map((request) => {
    expect(verifiesAsReceiver(d.t, secret, request), path).toBe(true);
    return webhookEventBodySchema(type).parse(request.json);
  });

const newYorkRow = (price: number): PriceRow => ({
  contractId: 'NewYork11',
  periodId: 'Mar-27',
  regionId: null,
  price,
  lowPrice: price,
  highPrice: price,
  premiumCost: null,
  currencyCode: 'USD',
  unit: 'centsPerPound',
  lastUpdated: d.t.clock.now().getTime(),
});

describe('publication.published', () => {
  it('reaches the accounts that price from a published series, naming those series; others hear nothing', async () => {
    const { secret } = await register('/hooks/publications', ['publication.published']);
    const stranger = await createPaidAccount(d.t);
    await register('/hooks/stranger', ['publication.published'], as(d.t.app, stranger.admin.accessToken));

    d.t.clock.advance(60_000);
    const published = await publishPriceRows(d.t.deps, [newYorkRow(20.2)], {
      source: 'ICE settlement',
      publisher: 'Test analyst',
    });
    // FX for a currency no calculator uses is no series this account prices from.
    await publishFxRows(
      d.t.deps,
      [{ currencyCode: 'JPY', unitsPerUsd: 150, timestamp: d.t.clock.now().getTime() }],
      {
        source: 'ECB',
        publisher: 'Test analyst',
      },
    );
    expect(await deliverWebhooks(d.t.deps)).toBe(1);
    const [event, ...more] = eventsAt('/hooks/publications', secret, 'publication.published');
    expect(more).toEqual([]);
    expect(event?.data).toEqual({
      publicationId: published.publicationId,
      kind: 'prices',
      publishedAt: d.t.clock.now().toISOString(),
      source: 'ICE settlement',
      series: ['NewYork11'],
      link: 'http://psc.test/calculators',
    });
    expect(d.doubles.to('/hooks/stranger')).toEqual([]);
  });
});

describe('calculator.repriced', () => {
  it('tells a price a publication moved, with the one before; a repricing that moves nothing tells nothing', async () => {
    const { secret } = await register('/hooks/repriced', ['calculator.repriced']);
    await recomputeCalculatorPrices(d.t.deps, { owner: null, onlyStale: true });
    const before = (await owner.get('/api/v1/calculator/all')).json<{ id: string; price: number }[]>();
    await d.publishAndEvaluate(19.4);
    await recomputeCalculatorPrices(d.t.deps, { owner: null, onlyStale: true });
    await deliverWebhooks(d.t.deps);
    const events = eventsAt('/hooks/repriced', secret, 'calculator.repriced');
    expect(events).toHaveLength(1);
    const previous = before.find((calculator) => calculator.id === calculatorId)?.price;
    expect(events[0]?.data).toMatchObject({
      calculatorId,
      name: 'Hooked',
      currencyCode: 'USD',
      previous,
      error: null,
      pricedAt: d.t.clock.now().toISOString(),
    });
    expect(events[0]?.data.price).toBeLessThan(previous ?? 0);
    const after = (await owner.get('/api/v1/calculator/all')).json<{ id: string; price: number }[]>();
    expect(events[0]?.data.price).toBe(after.find((calculator) => calculator.id === calculatorId)?.price);
  });
});

describe('quote events', () => {
  const freeze = async (days: number) => {
    const reply = await owner.post(`/api/v1/calculator/${calculatorId}/quotes`, {
      validUntil: d.t.clock.now().getTime() + days * dayMs,
      note: 'CIF offer',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json<{ id: string; name: string; validUntil: number }>();
  };

  it('quote.viewed: at most once per quote and hour, with the views counted so far', async () => {
    const { secret } = await register('/hooks/viewed', ['quote.viewed']);
    const quote = await freeze(7);
    const shared = await owner.post(`/api/v1/quotes/${quote.id}/share`, { expiresInDays: 14 });
    const token = shared.json<{ share: { url: string } }>().share.url.split('/q/')[1] ?? '';
    const view = () => d.t.app.inject({ method: 'GET', url: `/shared/quotes/${token}` });
    expect((await view()).statusCode).toBe(200);
    expect((await view()).statusCode).toBe(200);
    d.t.clock.advance(3_600_000);
    await view();
    await signInAgain();
    await deliverWebhooks(d.t.deps);
    const events = eventsAt('/hooks/viewed', secret, 'quote.viewed');
    // Sent four at a time: they may arrive in either order, as a receiver would see them.
    events.sort((a, b) => a.data.views - b.data.views);
    expect(events.map((event) => event.data.views)).toEqual([1, 3]);
    expect(events[0]?.data).toMatchObject({ quoteId: quote.id, link: `http://psc.test/quotes/${quote.id}` });
    // A token that is not a link's is no view of anything.
    expect(
      (await d.t.app.inject({ method: 'GET', url: `/shared/quotes/${'x'.repeat(43)}` })).statusCode,
    ).toBe(404);
  });

  it('quote.viewed: a view whose event cannot be written is not counted either (one transaction)', async () => {
    await register('/hooks/viewed-atomic', ['quote.viewed']);
    const quote = await freeze(7);
    const shared = await owner.post(`/api/v1/quotes/${quote.id}/share`, { expiresInDays: 14 });
    const token = shared.json<{ share: { url: string } }>().share.url.split('/q/')[1] ?? '';
    const views = async () =>
      (await owner.get('/api/v1/quotes')).json<QuoteSummary[]>().find((row) => row.id === quote.id)
        ?.shareViews;
    expect(await views()).toBe(0);
    // The outbox refuses every row while the constraint stands: the event's insert fails inside the view.
    const { db } = d.t.deps.database;
    await db.execute(sql`alter table webhook_deliveries add constraint refuse_all check (false) not valid`);
    try {
      const failed = await d.t.app.inject({ method: 'GET', url: `/shared/quotes/${token}` });
      expect(failed.statusCode).toBe(500);
      expect(failed.body).not.toContain('refuse_all');
    } finally {
      await db.execute(sql`alter table webhook_deliveries drop constraint refuse_all`);
    }
    expect(await views()).toBe(0);
    expect((await d.t.app.inject({ method: 'GET', url: `/shared/quotes/${token}` })).statusCode).toBe(200);
    expect(await views()).toBe(1);
  });

  it('quote.expired: once, when its validity ends', async () => {
    const { secret } = await register('/hooks/expired', ['quote.expired']);
    const quote = await freeze(1);
    expect(await announceExpiredQuotes(d.t.deps)).toBe(0);
    d.t.clock.advance(dayMs + 1);
    await signInAgain();
    expect(await announceExpiredQuotes(d.t.deps)).toBeGreaterThanOrEqual(1);
    expect(await announceExpiredQuotes(d.t.deps)).toBe(0);
    await deliverWebhooks(d.t.deps);
    const events = eventsAt('/hooks/expired', secret, 'quote.expired');
    expect(events.map((event) => event.data.quoteId)).toContain(quote.id);
    expect(events.find((event) => event.data.quoteId === quote.id)?.data).toMatchObject({
      name: quote.name,
      validUntil: new Date(quote.validUntil).toISOString(),
    });
    expect(new Set(events.map((event) => event.data.quoteId)).size).toBe(events.length);
  });
});

describe('the OpenAPI document', () => {
  it('describes each event a receiver gets, with its headers and body', async () => {
    type Operation = {
      parameters: { name: string; in: string }[];
      requestBody: {
        content: {
          'application/json': { schema: { properties: { type: unknown; data: { properties: object } } } };
        };
      };
    };
    const document = (await d.t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      webhooks: Record<string, { post: Operation }>;
    }>();
    expect(Object.keys(document.webhooks).sort()).toEqual(
      ['alert.fired', 'calculator.repriced', 'publication.published', 'quote.expired', 'quote.viewed'].sort(),
    );
    const published = document.webhooks['publication.published']?.post;
    expect(published?.parameters.map((parameter) => parameter.name)).toEqual([
      'webhook-id',
      'webhook-timestamp',
      'webhook-signature',
    ]);
    const body = published?.requestBody.content['application/json'].schema;
    expect(Object.keys(body?.properties.data.properties ?? {})).toEqual([
      'publicationId',
      'kind',
      'publishedAt',
      'source',
      'series',
      'link',
    ]);
  });
});
