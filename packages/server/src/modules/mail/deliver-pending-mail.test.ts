import { afterEach, describe, expect, it } from 'vitest';
import {
  bearer,
  createPaidAccount,
  createTestApp,
  passwordFromOutbox,
  registerAccount,
  signIn,
  uniqueEmail,
  type TestApp,
} from '../../../test/test-app.ts';
import { findResetToken, startSmtpSink, type ReceivedMail } from '../../../test/smtp-sink.ts';
import { deliverPendingMail } from './deliver-pending-mail.ts';
import { redactDeliveredBody, removedAfterDelivery } from './redact-delivered-mail.ts';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const setUp = async (refuseFirst = 0, environment: Record<string, string> = {}) => {
  const sink = await startSmtpSink({ refuseFirst });
  const t: TestApp = await createTestApp({ SMTP_URL: sink.url, ...environment });
  cleanups.push(t.close, sink.close);
  return { sink, t };
};

/** An administrator adds a Full User through the API: the server generates the password and e-mails it (new_user). */
const addUser = async (t: TestApp) => {
  const { admin } = await createPaidAccount(t);
  const email = uniqueEmail('mailed');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/users',
    headers: bearer(admin.accessToken),
    payload: { email, firstname: 'Nina', lastname: 'New' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return email;
};
const outboxRow = async (t: TestApp, email: string) => {
  const rows = await t.deps.mailRepository.listForAddress(email);
  expect(rows).toHaveLength(1);
  return rows[0]!;
};
/** The password as the recipient reads it, from the text part the SMTP server received (quoted-printable unfolded). */
const mailedPassword = (mail: ReceivedMail | undefined): string => {
  const unfolded = (mail?.raw ?? '').replace(/=\r?\n/g, '');
  const match = /Password: (\S+)/.exec(unfolded);
  if (!match?.[1]) throw new Error('no password in the delivered e-mail');
  return match[1];
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
    const reset = await t.app.inject({
      method: 'POST',
      url: '/resetpassword',
      payload: { idAsString: token, password: 'mailed and reset passphrase' },
    });
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
    expect((await t.deps.mailRepository.listForAddress(account.email))[0]).toMatchObject({
      status: 'sent',
      attempts: 2,
    });
  });

  it('never hands one message to two concurrent senders', async () => {
    const { sink, t } = await setUp();
    const account = await registerAccount(t.app);
    await t.app.inject({ method: 'POST', url: '/requestpasswordreset', payload: { email: account.email } });
    const delivered = await Promise.all([
      deliverPendingMail(t.deps),
      deliverPendingMail(t.deps),
      deliverPendingMail(t.deps),
    ]);
    expect(delivered.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(sink.received).toHaveLength(1);
  });

  it("delivers a new user's password, then keeps the message in the outbox without it (decision 0009)", async () => {
    const { sink, t } = await setUp();
    const email = await addUser(t);
    const password = await passwordFromOutbox(t, email);
    expect(await deliverPendingMail(t.deps)).toBe(1);

    const delivered = sink.received.filter((mail) => mail.to.includes(email));
    expect(delivered).toHaveLength(1);
    expect(mailedPassword(delivered[0])).toBe(password);
    await signIn(t.app, email, password);

    const row = await outboxRow(t, email);
    expect(row).toMatchObject({ kind: 'new_user', status: 'sent', attempts: 1 });
    expect(row.sentAt).not.toBeNull();
    expect(row.subject).toContain('You have been added to Test Trading');
    for (const body of [row.textBody, row.htmlBody]) {
      expect(body).not.toContain(password);
      expect(body).toContain(`Password: ${removedAfterDelivery}`);
      expect(body).toContain(`Username: ${email}`);
      expect(body).toContain(`/login?email=${encodeURIComponent(email)}`);
    }
  });

  it("keeps a new user's password in the outbox through refused attempts, and removes it once delivered", async () => {
    const { sink, t } = await setUp(1);
    const email = await addUser(t);
    const password = await passwordFromOutbox(t, email);
    expect(await deliverPendingMail(t.deps)).toBe(0);
    expect(await outboxRow(t, email)).toMatchObject({ status: 'pending', attempts: 1 });
    expect(await passwordFromOutbox(t, email)).toBe(password);

    t.clock.advance(11_000);
    expect(await deliverPendingMail(t.deps)).toBe(1);
    expect(mailedPassword(sink.received.find((mail) => mail.to.includes(email)))).toBe(password);
    const row = await outboxRow(t, email);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(row.textBody).not.toContain(password);
    expect(row.htmlBody).not.toContain(password);
  });

  it("keeps a new user's password in a message that finally failed: it was never delivered", async () => {
    const { sink, t } = await setUp(1, { MAIL_RETRY_LIMIT: '1' });
    const email = await addUser(t);
    const password = await passwordFromOutbox(t, email);
    expect(await deliverPendingMail(t.deps)).toBe(0);
    expect(await outboxRow(t, email)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(await passwordFromOutbox(t, email)).toBe(password);
    expect(sink.received).toHaveLength(0);
  });

  it('keeps the password when no SMTP server is configured: the outbox is then the only mailbox', async () => {
    const t = await createTestApp();
    cleanups.push(t.close);
    expect(t.deps.mailTransport.kind).toBe('log');
    const email = await addUser(t);
    const password = await passwordFromOutbox(t, email);
    expect(await deliverPendingMail(t.deps)).toBe(1);
    expect(await outboxRow(t, email)).toMatchObject({ status: 'sent' });
    expect(await passwordFromOutbox(t, email)).toBe(password);
  });

  it('removes the whole body of a new_user message whose template no longer labels the password', () => {
    expect(
      redactDeliveredBody('new_user', {
        textBody: 'Your code: Ab3#defg',
        htmlBody: '<p>Your code: Ab3#defg</p>',
      }),
    ).toEqual({
      textBody: 'The body of this new_user message carried a secret and was removed after delivery.',
      htmlBody: '<p>The body of this new_user message carried a secret and was removed after delivery.</p>',
    });
    expect(redactDeliveredBody('password_reset', { textBody: 'a', htmlBody: 'b' })).toBeNull();
  });
});
