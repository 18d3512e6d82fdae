import { and, eq } from 'drizzle-orm';
import { alertEndpoints } from '@psc/core/alerts/alerts.endpoints';
import type { AlertReply, NotificationListReply } from '@psc/core/alerts/alerts.schemas';
import { matrixEndpoints } from '@psc/core/matrices/matrices.endpoints';
import type { MatrixPricesReply } from '@psc/core/matrices/matrices.schemas';
import { endpointUrl } from '@psc/core/shared/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import {
  as,
  openCalculatorDesk,
  publishPrice,
  santosToNewYork,
  type Caller,
} from '../../../test/calculator-fixtures.ts';
import { addMember, createPaidAccount, type TestApp } from '../../../test/test-app.ts';
import { recomputeCalculatorPrices } from '../calculators/recompute-calculator-prices.ts';
import { evaluateAlerts } from './evaluate-alerts.ts';
import { expectEveryEndpointRegistered } from '../../../test/endpoint-contract.ts';

let t: TestApp;
let owner: Caller;
let destinationId: string;
let ownerEmail: string;
let deskAdmin: Awaited<ReturnType<typeof openCalculatorDesk>>['desk']['admin'];

beforeAll(async () => {
  const opened = await openCalculatorDesk({ LOG_LEVEL: 'error' });
  ({ t, owner, destinationId } = opened);
  deskAdmin = opened.desk.admin;
  ownerEmail = opened.desk.admin.email;
});
afterAll(() => t.close());

/** What the background job does after a publication: price every stale calculator, then evaluate the alerts. */
const afterPublication = async (cents: number) => {
  t.clock.advance(60_000);
  await publishPrice(t, { contractId: 'NewYork11', periodId: 'Mar-27', price: cents });
  await recomputeCalculatorPrices(t.deps, { owner: null, onlyStale: true });
  return evaluateAlerts(t.deps);
};

const newCalculator = async (name: string, periodId = 'Mar-27') => {
  const created = await owner.post('/api/v1/calculator', {
    ...santosToNewYork(destinationId, periodId),
    name,
  });
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json<{ id: string }>().id;
  const all = (await owner.get('/api/v1/calculator/all')).json<{ id: string; price: number }[]>();
  return { id, price: all.find((calculator) => calculator.id === id)?.price ?? NaN };
};

const createAlert = async (body: object, caller: Caller = owner) => {
  const reply = await caller.post(alertEndpoints.create.path, body);
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json<AlertReply>();
};

const alertOf = async (id: string) =>
  (await owner.get(alertEndpoints.list.path)).json<AlertReply[]>().find((alert) => alert.id === id);

const notifications = async (caller: Caller = owner) =>
  (await caller.get(alertEndpoints.notifications.path)).json<NotificationListReply>();

const alertMails = () =>
  t.deps.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'alert'), eq(mailOutbox.toAddress, ownerEmail)));

describe('the alert contract', () => {
  it('every endpoint core describes is the route the server registers, method and path', () => {
    expectEveryEndpointRegistered(t.app, alertEndpoints);
  });
});

describe('alerts on delivered prices', () => {
  it('a DDP alert fires once per crossing, by e-mail and in the list, never again for the same crossing', async () => {
    const calculator = await newCalculator('Santos to NY');
    const level = Math.round((calculator.price - 10) * 100) / 100;
    const alert = await createAlert({
      kind: 'calculatorDdp',
      calculatorId: calculator.id,
      direction: 'below',
      level,
    });
    expect(alert).toMatchObject({
      subject: 'Santos to NY',
      unit: 'USD/t',
      conditionMet: false,
      firedCount: 0,
    });
    expect(alert.lastValue).toBe(calculator.price);
    const mailsBefore = (await alertMails()).length;

    // 20.00 → 19.00 c/lb: about $22/t lower, below the level: it fires.
    expect(await afterPublication(19)).toBeGreaterThanOrEqual(1);
    let state = await alertOf(alert.id);
    expect(state).toMatchObject({ conditionMet: true, firedCount: 1 });
    const mails = await alertMails();
    expect(mails).toHaveLength(mailsBefore + 1);
    const mail = mails.at(-1)!;
    expect(mail.textBody).toContain(
      `Santos to NY: DDP ${new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2 }).format(state!.lastValue!)} USD/t is now below`,
    );
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers?.['List-Unsubscribe']).toMatch(/^<http:\/\/psc\.test\/alerts\/unsubscribe\/[\w-]+>$/);
    expect(mail.textBody).toContain('Stop these e-mails: http://psc.test/alerts/unsubscribe/');
    const listed = await notifications();
    expect(listed.unread).toBeGreaterThanOrEqual(1);
    expect(listed.notifications.filter((entry) => entry.alertId === alert.id)).toHaveLength(1);
    // The badge's count alone is the list's count (issue 48 item 14).
    expect((await owner.get(alertEndpoints.unreadNotifications.path)).json()).toEqual({
      unread: listed.unread,
    });

    // Still below, and the same publication evaluated again: nothing new.
    await afterPublication(18.9);
    expect(await evaluateAlerts(t.deps)).toBe(0);
    state = await alertOf(alert.id);
    expect(state?.firedCount).toBe(1);
    expect((await alertMails()).length).toBe(mailsBefore + 1);

    // Back above the level, then below again: a new crossing, a second firing.
    await afterPublication(20);
    expect((await alertOf(alert.id))?.conditionMet).toBe(false);
    await afterPublication(19);
    expect((await alertOf(alert.id))?.firedCount).toBe(2);
    expect((await alertMails()).length).toBe(mailsBefore + 2);

    const read = await owner.put(alertEndpoints.readNotifications.path);
    expect(read.json()).toEqual({ success: true, message: 'Notifications marked as read' });
    expect((await notifications()).unread).toBe(0);
    expect((await owner.get(alertEndpoints.unreadNotifications.path)).json()).toEqual({ unread: 0 });
    await afterPublication(20);
  });

  it('a paused alert keeps its state without firing, and resuming fires for no old crossing', async () => {
    const calculator = await newCalculator('Paused one');
    const alert = await createAlert({
      kind: 'calculatorDdp',
      calculatorId: calculator.id,
      direction: 'below',
      level: calculator.price - 10,
    });
    const paused = await owner.put(endpointUrl(alertEndpoints.update, { alertId: alert.id }), {
      paused: true,
    });
    expect(paused.json<AlertReply>().paused).toBe(true);
    await afterPublication(19);
    expect(await alertOf(alert.id)).toMatchObject({ conditionMet: true, firedCount: 0 });
    await owner.put(endpointUrl(alertEndpoints.update, { alertId: alert.id }), { paused: false });
    await afterPublication(18.8);
    expect((await alertOf(alert.id))?.firedCount).toBe(0);
    await afterPublication(20);
  });

  it('says so when the DDP it fires on leaves out a duty nobody knows (issue 45, decision 0105)', async () => {
    const created = await owner.post('/api/v1/calculator', { ...santosToNewYork('MMRGN'), name: 'Yangon' });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<{ id: string }>().id;
    const all = (await owner.get('/api/v1/calculator/all')).json<{ id: string; price: number }[]>();
    const price = all.find((calculator) => calculator.id === id)?.price ?? NaN;
    const alert = await createAlert({
      kind: 'calculatorDdp',
      calculatorId: id,
      direction: 'below',
      level: price - 10,
    });
    await afterPublication(19);
    expect((await alertOf(alert.id))?.firedCount).toBe(1);
    const message = (await notifications()).notifications
      .map((entry) => entry.message)
      .find((text) => text.startsWith('Yangon: DDP'));
    expect(message).toMatch(
      / is now below [\d,.]+ \(incomplete: Duty not known for Myanmar: the DDP excludes duty\)$/,
    );
    await afterPublication(20);
  });

  // Issue 48: an update holding no known field answered 500 ('No values to set').
  it('an update holding no known field changes nothing and answers the alert as it is', async () => {
    const calculator = await newCalculator('Unchanged one');
    const alert = await createAlert({
      kind: 'calculatorDdp',
      calculatorId: calculator.id,
      direction: 'above',
      level: calculator.price + 10,
    });
    const url = endpointUrl(alertEndpoints.update, { alertId: alert.id });
    for (const body of [{}, { unknownField: 1 }]) {
      const reply = await owner.put(url, body);
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json<AlertReply>()).toEqual(await alertOf(alert.id));
      expect(reply.json<AlertReply>()).toMatchObject({
        direction: 'above',
        level: alert.level,
        paused: false,
      });
    }
  });

  it('a spread alert and a board price alert fire on their own crossings', async () => {
    const march = await newCalculator('March');
    const may = await newCalculator('May', 'May-27');
    await publishPrice(t, { contractId: 'NewYork11', periodId: 'May-27', price: 20 });
    const spread = await createAlert({
      kind: 'spread',
      calculatorId: march.id,
      otherCalculatorId: may.id,
      direction: 'above',
      level: 10,
    });
    expect(spread.subject).toBe('March − May');
    const board = await createAlert({
      kind: 'boardPrice',
      contractId: 'NewYork11',
      periodId: 'Mar-27',
      direction: 'above',
      level: 20.5,
    });
    expect(board).toMatchObject({ unit: 'USc/lb', lastValue: 20, conditionMet: false });
    await afterPublication(21);
    expect(await alertOf(board.id)).toMatchObject({ firedCount: 1, conditionMet: true });
    expect((await alertOf(spread.id))?.firedCount).toBe(1);
    const messages = (await notifications()).notifications.map((entry) => entry.message);
    expect(messages).toContain('New York #11 Mar-27: price 21.00 USc/lb is now above 20.50');
    expect(messages.some((message) => message.startsWith('March − May: spread '))).toBe(true);
    await afterPublication(20);
  });

  it('a matrix alert fires when the cheapest origin of its column changes', async () => {
    const created = await owner.post(matrixEndpoints.create.path, {
      name: 'Into New York',
      currencyCode: 'USD',
      origins: [
        { contractId: 'NewYork11', originPortId: 'BRSSZ', freightMode: 'container' },
        { contractId: 'London5', originPortId: 'FRLEH' },
      ],
      destinationIds: ['USNYC'],
      periodCount: 1,
    });
    expect(created.statusCode, created.body).toBe(201);
    const matrixId = created.json<{ id: string }>().id;
    const prices = (
      await owner.get(endpointUrl(matrixEndpoints.prices, { matrixId }))
    ).json<MatrixPricesReply>();
    const cheapest = prices.periods[0]!.cheapestOrigin[0];
    const alert = await createAlert({ kind: 'matrixCheapest', matrixId, destination: 0, position: 1 });
    expect(alert).toMatchObject({ subject: 'Into New York, New York, Front period', lastValue: cheapest });
    // New York #11 at 40 c/lb puts Santos far above London.
    await afterPublication(cheapest === 0 ? 40 : 5);
    const state = await alertOf(alert.id);
    expect(state?.firedCount).toBe(1);
    expect(state?.lastValue).toBe(cheapest === 0 ? 1 : 0);
    const message = (await notifications()).notifications.find(
      (entry) => entry.alertId === alert.id,
    )?.message;
    expect(message).toMatch(
      /^Into New York, New York, Front period: the cheapest origin is now .+ \(was .+\)$/,
    );
    await afterPublication(20);
  });

  it('one click on the e-mail link stops its e-mails; the list still gets the firing', async () => {
    const calculator = await newCalculator('Unsubscribed');
    const alert = await createAlert({
      kind: 'calculatorDdp',
      calculatorId: calculator.id,
      direction: 'below',
      level: calculator.price - 10,
    });
    await afterPublication(19);
    const mail = (await alertMails()).find((candidate) => candidate.textBody.startsWith('Unsubscribed:'));
    const url = /<(http:\/\/psc\.test(\/alerts\/unsubscribe\/[\w-]+))>/.exec(
      mail?.headers?.['List-Unsubscribe'] ?? '',
    );
    expect(url).not.toBeNull();
    const clicked = await t.app.inject({
      method: 'POST',
      url: url![2]!,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode, clicked.body).toBe(200);
    expect((await alertOf(alert.id))?.email).toBe(false);
    const mine = async () =>
      (await alertMails()).filter((candidate) => candidate.textBody.startsWith('Unsubscribed:')).length;
    const mailsBefore = await mine();
    await afterPublication(20);
    await afterPublication(19);
    expect((await alertOf(alert.id))?.firedCount).toBe(2);
    expect(await mine()).toBe(mailsBefore);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/alerts/unsubscribe/bm90LWEtdG9rZW4tYXQtYWxs',
    });
    expect(forged.statusCode).toBe(404);
    expect(forged.json<{ message: string }>().message).toBe('This unsubscribe link is not valid');
    await afterPublication(20);
  });

  it('two evaluations of the same publication at once fire each alert once', async () => {
    const calculator = await newCalculator('Race');
    const alert = await createAlert({
      kind: 'calculatorDdp',
      calculatorId: calculator.id,
      direction: 'below',
      level: calculator.price - 10,
    });
    t.clock.advance(60_000);
    await publishPrice(t, { contractId: 'NewYork11', periodId: 'Mar-27', price: 19 });
    await recomputeCalculatorPrices(t.deps, { owner: null, onlyStale: true });
    await Promise.all([evaluateAlerts(t.deps), evaluateAlerts(t.deps), evaluateAlerts(t.deps)]);
    expect((await alertOf(alert.id))?.firedCount).toBe(1);
    expect((await notifications()).notifications.filter((entry) => entry.alertId === alert.id)).toHaveLength(
      1,
    );
    await afterPublication(20);
  });

  it.each([
    [
      {
        kind: 'calculatorDdp',
        calculatorId: '00000000-0000-4000-8000-000000000000',
        direction: 'below',
        level: 1,
      },
      404,
      'Calculator not found',
    ],
    [
      { kind: 'boardPrice', contractId: 'NewYork11', periodId: 'Zzz-99', direction: 'above', level: 1 },
      400,
      'No price is published for New York #11 Zzz-99',
    ],
    [{ kind: 'calculatorDdp', direction: 'sideways', level: 1 }, 400, 'Direction must be above or below'],
  ])('refuses %j', async (body, status, message) => {
    const reply = await owner.post(alertEndpoints.create.path, body);
    expect(reply.statusCode, reply.body).toBe(status);
    expect(reply.json<{ message: string }>().message).toContain(message);
  });

  it('keeps alerts and notifications to their owner', async () => {
    const calculator = await newCalculator('Private');
    const alert = await createAlert({
      kind: 'calculatorDdp',
      calculatorId: calculator.id,
      direction: 'above',
      level: 1e6,
    });
    const { admin: strangerAdmin } = await createPaidAccount(t);
    const colleague = await addMember(t, deskAdmin, 'U');
    // The owner has unread firings of the tests above; nobody else counts them.
    expect((await notifications()).unread).toBeGreaterThan(0);
    for (const caller of [as(t.app, strangerAdmin.accessToken), as(t.app, colleague.accessToken)]) {
      expect((await caller.get(alertEndpoints.list.path)).json()).toEqual([]);
      expect((await notifications(caller)).notifications).toEqual([]);
      expect((await caller.get(alertEndpoints.unreadNotifications.path)).json()).toEqual({ unread: 0 });
      const url = endpointUrl(alertEndpoints.update, { alertId: alert.id });
      expect((await caller.put(url, { paused: true })).statusCode).toBe(404);
      expect((await caller.delete(url)).statusCode).toBe(404);
      const foreign = await caller.post(alertEndpoints.create.path, {
        kind: 'calculatorDdp',
        calculatorId: calculator.id,
        direction: 'above',
        level: 1,
      });
      expect(foreign.statusCode).toBe(404);
    }
    expect((await owner.delete(endpointUrl(alertEndpoints.remove, { alertId: alert.id }))).json()).toEqual({
      success: true,
      message: 'Alert deleted',
    });
  });
});
