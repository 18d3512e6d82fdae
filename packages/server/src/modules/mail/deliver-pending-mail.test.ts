import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, registerAccount, signIn, type TestApp } from '../../../test/test-app.ts';
import { findResetToken, startSmtpSink } from '../../../test/smtp-sink.ts';
import { deliverPendingMail } from './deliver-pending-mail.ts';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const setUp = async (refuseFirst = 0) => {
  const sink = await startSmtpSink({ refuseFirst });
  const t: TestApp = await createTestApp({ SMTP_URL: sink.url });
  cleanups.push(t.close, sink.close);
  return { sink, t };
};

describe('e-mail delivery through SMTP', () => {
  it('delivers a reset e-mail once, with plain text and HTML, and the link works', async () => {
    const { sink, t } = await setUp();
    const account = await registerAccount(t.app);
    await t.app.inject({ method: 'POST', url: '/requestpasswordreset', payload: { email: account.email } });
    expect(await deliverPendingMail(t.deps)).toBe(1);
    expect(await deliverPendingMail(t.deps)).toBe(0);
    expect(sink.received).toHaveLength(1);
    const [mail] = sink.received;
    expect(mail?.to).toEqual([account.email]);
    expect(mail?.raw).toContain('Content-Type: text/plain');
    expect(mail?.raw).toContain('Content-Type: text/html');
    expect(mail?.raw).toMatch(/Message-ID: <[0-9a-f-]+@psc>/);
    const token = findResetToken(mail?.raw ?? '');
    expect(token).toBeTruthy();
    const reset = await t.app.inject({ method: 'POST', url: '/resetpassword', payload: { idAsString: token, password: 'mailed and reset passphrase' } });
    expect(reset.statusCode).toBe(200);
    await signIn(t.app, account.email, 'mailed and reset passphrase');
    const [row] = await t.deps.mailRepository.listForAddress(account.email);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('retries after a refusal and still delivers exactly once', async () => {
    const { sink, t } = await setUp(1);
    const account = await registerAccount(t.app);
    await t.app.inject({ method: 'POST', url: '/requestpasswordreset', payload: { email: account.email } });
    expect(await deliverPendingMail(t.deps)).toBe(0);
    const [failed] = await t.deps.mailRepository.listForAddress(account.email);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed?.lastError).toContain('Mailbox temporarily unavailable');
    expect(await deliverPendingMail(t.deps)).toBe(0);
    t.clock.advance(11_000);
    expect(await deliverPendingMail(t.deps)).toBe(1);
    expect(sink.received).toHaveLength(1);
    expect((await t.deps.mailRepository.listForAddress(account.email))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('never hands one message to two concurrent senders', async () => {
    const { sink, t } = await setUp();
    const account = await registerAccount(t.app);
    await t.app.inject({ method: 'POST', url: '/requestpasswordreset', payload: { email: account.email } });
    const delivered = await Promise.all([deliverPendingMail(t.deps), deliverPendingMail(t.deps), deliverPendingMail(t.deps)]);
    expect(delivered.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(sink.received).toHaveLength(1);
  });
});
