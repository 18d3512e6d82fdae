import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalculatorReply } from '@psc/core/calculators/calculators.schemas';
import type { TestApp } from '../../../test/test-app.ts';
import { signIn } from '../../../test/test-app.ts';
import { as, openCalculatorDesk, santosToNewYork, type Caller } from '../../../test/calculator-fixtures.ts';

// Calculators that follow the front (second, third) period and roll by themselves (docs/decisions/0043), over HTTP.

let t: TestApp;
let owner: Caller;
let destinationId: string;
let credentials: { email: string; password: string };

beforeAll(async () => {
  // 2026-11-20: New York #11 trades Mar-27 (last trading day 26 Feb 2027), May-27, Jul-27, Oct-27…
  const desk = await openCalculatorDesk();
  ({ t, owner, destinationId } = desk);
  credentials = desk.desk.admin;
});
afterAll(() => t.close());

const create = async (body: object): Promise<CalculatorReply> => {
  const created = await owner.post('/api/v1/calculator', body);
  expect(created.statusCode, created.body).toBe(200);
  return read(created.json<{ id: string }>().id);
};
const read = async (id: string, caller: Caller = owner): Promise<CalculatorReply> => {
  const response = await caller.get('/api/v1/calculator/all');
  expect(response.statusCode, response.body).toBe(200);
  const all = response.json<CalculatorReply[]>();
  const found = all.find((calculator) => calculator.id === id);
  if (found === undefined) throw new Error(`no calculator ${id}`);
  return found;
};
/** Months later the morning's session has long ended: the owner signs in again on that day. */
const onDay = async <T>(iso: string, work: (caller: Caller) => Promise<T>): Promise<T> => {
  const before = t.clock.now();
  t.clock.set(new Date(`${iso}T10:00:00Z`));
  try {
    const session = await signIn(t.app, credentials.email, credentials.password);
    return await work(as(t.app, session.access_token));
  } finally {
    t.clock.set(before);
  }
};

describe('rolling periods', () => {
  it('follows the front, second or third period and says so', async () => {
    const front = await create({
      ...santosToNewYork(destinationId),
      rollingPeriod: { position: 1, rollBusinessDays: 5 },
    });
    expect(front.periodId).toBe('Mar-27');
    expect(front.rollingPeriod).toEqual({ position: 1, rollBusinessDays: 5 });
    const second = await create({
      ...santosToNewYork(destinationId),
      rollingPeriod: { position: 2, rollBusinessDays: 5 },
    });
    expect(second.periodId).toBe('May-27');
    const fixed = await create(santosToNewYork(destinationId));
    expect(fixed.rollingPeriod).toBeNull();
  });

  it('rolls by itself on the chosen business day before the last trading day, and never expires', async () => {
    const rolling = await create({
      ...santosToNewYork(destinationId),
      rollingPeriod: { position: 1, rollBusinessDays: 5 },
    });
    const fixed = await create(santosToNewYork(destinationId, 'Mar-27'));
    // 26 Feb 2027 is Mar-27's last trading day; five business days before it is Friday 19 Feb.
    expect((await onDay('2027-02-18', (caller) => read(rolling.id, caller))).periodId).toBe('Mar-27');
    const rolled = await onDay('2027-02-19', (caller) => read(rolling.id, caller));
    expect(rolled.periodId).toBe('May-27');
    expect(rolled.period.concluded).toBe(false);
    const afterExpiry = await onDay('2027-03-01', async (caller) => ({
      rolling: await read(rolling.id, caller),
      fixed: await read(fixed.id, caller),
    }));
    expect(afterExpiry.fixed.period.concluded).toBe(true);
    expect(afterExpiry.rolling.period.concluded).toBe(false);
    expect(afterExpiry.rolling.periodId).toBe('May-27');
  });

  it('is set and cleared one field at a time; choosing a period fixes the calculator', async () => {
    const calculator = await create(santosToNewYork(destinationId));
    const amended = await owner.put(`/api/v1/calculator/${calculator.id}/rollingPeriod?value=2:0`);
    expect(amended.statusCode, amended.body).toBe(200);
    expect(amended.json<CalculatorReply>()).toMatchObject({
      periodId: 'May-27',
      rollingPeriod: { position: 2, rollBusinessDays: 0 },
    });
    const fixedAgain = await owner.put(`/api/v1/calculator/${calculator.id}/periodId?value=Jul-27`);
    expect(fixedAgain.json<CalculatorReply>()).toMatchObject({ periodId: 'Jul-27', rollingPeriod: null });
    const invalid = await owner.put(`/api/v1/calculator/${calculator.id}/rollingPeriod?value=4:1`);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(
      'Rolling period must be position:days, position 1 to 3, days 0 to 20',
    );
    expect((await owner.put(`/api/v1/calculator/${calculator.id}/rollingPeriod?value=1:21`)).statusCode).toBe(
      400,
    );
  });

  it('refuses rolling on the cash market, which has one period', async () => {
    const response = await owner.post('/api/v1/calculator', {
      name: 'Cash market',
      contractId: 'CashMarketPrice',
      periodId: 'CMPFY',
      originCMPRegionId: 'Region1',
      destinationId: 'NLRTM',
      currencyCode: 'EUR',
      rollingPeriod: { position: 1, rollBusinessDays: 2 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Europe Cash Market Price has no periods to roll through');
  });
});
