import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { calculators, mailOutbox } from '../db/schema.ts';
import { openCalculatorDesk, publishPrice, santosToNewYork } from '../../test/calculator-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';
import { startBackgroundJobs } from './background-jobs.ts';

/**
 * The process's jobs on the job queue (decision 0092) react as the loops they replaced did: mail goes out when a
 * use case signals it, or when the watcher finds it due; a publication reprices the stored calculators.
 */
describe('background jobs', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof openCalculatorDesk>>['owner'];
  let destinationId: string;

  beforeAll(async () => {
    ({ t, owner, destinationId } = await openCalculatorDesk());
    await startBackgroundJobs(t.deps);
  });
  afterAll(() => t.close());

  const enqueue = (subject: string) =>
    t.deps.mailRepository.insert({
      kind: 'test',
      toAddress: 'trader@test.example',
      subject,
      textBody: 'body',
      htmlBody: '<p>body</p>',
      messageId: `<${subject.replaceAll(' ', '-')}@psc.test>`,
      createdAt: t.clock.now(),
    });
  const statusOf = async (id: string) =>
    (await t.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]?.status;

  it('delivers mail a use case signals, and mail nobody signalled once the watcher finds it due', async () => {
    const signalled = await enqueue('signalled mail');
    t.deps.mailSignal.notify();
    await vi.waitFor(async () => expect(await statusOf(signalled)).toBe('sent'), { timeout: 15_000 });
    // As the import command or another instance would leave it: in the outbox, with no signal here.
    const unsignalled = await enqueue('unsignalled mail');
    await vi.waitFor(async () => expect(await statusOf(unsignalled)).toBe('sent'), { timeout: 15_000 });
  });

  it('prices the stored calculators again after a publication', async () => {
    const created = await owner.post('/api/v1/calculator', santosToNewYork(destinationId));
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<{ id: string }>().id;
    const storedPrice = async () =>
      (await t.deps.database.db.select().from(calculators).where(eq(calculators.id, id)))[0]?.pricedPrice;
    // Priced and stored now, as the owner's 'calculate all' does; the next change must come from the job alone.
    expect((await owner.put('/api/v1/calculator/calculateall')).statusCode).toBe(200);
    const before = (await storedPrice()) ?? Number.NaN;
    expect(before).toBeGreaterThan(0);
    t.clock.advance(60_000);
    await publishPrice(t, { contractId: 'NewYork11', periodId: 'Mar-27', price: 23 });
    await vi.waitFor(async () => expect(await storedPrice()).toBeGreaterThan(before), { timeout: 20_000 });
  });
});
