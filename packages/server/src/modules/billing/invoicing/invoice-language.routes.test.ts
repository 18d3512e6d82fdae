import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../db/schema.ts';
import { bearer, createTestApp, type TestApp } from '../../../../test/test-app.ts';
import {
  addCoupon,
  confirmSandbox,
  operatorKey,
  purchaseBody,
  requestPurchase,
  trialAdmin,
} from '../../../../test/billing-helpers.ts';
import { pdfActualTexts, pdfFontNames, pdfText } from '../../../../test/pdf-text.ts';

// Issue 49 item 1, decision 0147: the invoice e-mail and its PDF in the billing recipient's language, the PDF
// downloaded in the reader's; English word for word when no one chose a language.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OPERATOR_API_KEY: operatorKey });
  // purchaseBody() names this coupon, as the billing tests' purchases do.
  const coupon = { id: 'trader20', name: '20 % off the first payment', percentOff: 20, duration: 'once' };
  expect((await addCoupon(t.app, coupon)).statusCode).toBe(200);
});
afterAll(() => t.close());

const textOf = (pdf: Buffer) => pdfText(pdf).join(' ').replace(/\s+/g, ' ');

/** A trial account that buys a plan with the sandbox card, after choosing the account's language. */
const buyIn = async (accountLanguage: string | null) => {
  const admin = await trialAdmin(t.app);
  const chosen = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/settings/language',
    headers: bearer(admin.token),
    payload: { accountLanguage },
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
  const reply = (await requestPurchase(t.app, admin.token, purchaseBody())).json<{ clientSecret: string }>();
  expect((await confirmSandbox(t.app, reply.clientSecret)).statusCode).toBe(200);
  const [mail] = await t.deps.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'invoice'), eq(mailOutbox.toAddress, admin.email)))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const attached = Buffer.from(mail?.attachments?.[0]?.contentBase64 ?? '', 'base64');
  const [invoice] = (
    await t.app.inject({ method: 'GET', url: '/api/v1/accounts/invoices', headers: bearer(admin.token) })
  ).json<{ id: number }[]>();
  const downloadFile = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/accounts/invoices/${String(invoice?.id)}/pdf`,
        headers: bearer(admin.token),
      })
    ).rawPayload;
  const download = async () => textOf(await downloadFile());
  return { admin, mail, attached: textOf(attached), download, downloadFile };
};

describe('an invoice', () => {
  it('reads in English when no language was chosen', async () => {
    const { mail, attached, download } = await buyIn(null);
    expect(mail?.subject).toMatch(/^Invoice \S+ — PSC Price Calculator$/);
    expect(mail?.textBody).toMatch(
      /Thank you for your payment of .+ for Sugar Desk\. Invoice \S+ is attached\./,
    );
    for (const text of [attached, await download()]) {
      expect(text).toContain('INVOICE');
      expect(text).toMatch(/Invoice number: \S+/);
      expect(text).toContain('Bill to');
      expect(text).toMatch(/Yearly in advance, \d+ user licence\(s\)\. Paid by/);
    }
  });

  it("reads in the account's language, and downloaded, in the reader's", async () => {
    const { admin, mail, attached, download, downloadFile } = await buyIn('pt-BR');
    expect(mail?.subject).toMatch(/^Fatura \S+ — PSC Price Calculator$/);
    expect(mail?.textBody).toMatch(
      /Obrigado pelo seu pagamento de .+ para Sugar Desk\. A fatura \S+ segue em anexo\./,
    );
    expect(mail?.textBody).toContain('Abrir suas faturas: http://psc.test/account?tab=invoices');
    expect(attached).toContain('FATURA');
    expect(attached).toMatch(/Número da fatura: \S+/);
    expect(attached).toContain('Faturar para');
    expect(attached).toMatch(/Anual, antecipado, \d+ licença\(s\) de usuário\./);
    expect(attached).not.toContain('INVOICE');

    const own = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/settings/language',
      headers: bearer(admin.token),
      payload: { personLanguage: 'es' },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(await download()).toContain('FACTURA');
    // Decision 0154: Arabic prints in a font that has its letters, the page laid out right to left.
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/settings/language',
      headers: bearer(admin.token),
      payload: { personLanguage: 'ar' },
    });
    const arabic = await downloadFile();
    expect(pdfFontNames(arabic)).toContain('NotoSansArabic-Bold');
    expect(pdfActualTexts(arabic)).toEqual(expect.arrayContaining(['فاتورة', 'فاتورة إلى']));
    expect(pdfText(arabic).join(' ')).not.toContain('INVOICE');
  });
});

describe('a cancellation', () => {
  it("is confirmed in the account's language, the payments' sentence included", async () => {
    const { admin } = await buyIn('es');
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/accounts/subscriptions',
      headers: bearer(admin.token),
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [mail] = await t.deps.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'subscription_cancelled'), eq(mailOutbox.toAddress, admin.email)))
      .limit(1);
    expect(mail?.subject).toBe('Su suscripción está cancelada — PSC Price Calculator');
    expect(mail?.textBody).toMatch(/Su suscripción termina el \d{4}-\d\d-\d\d\./);
    expect(mail?.textBody).toContain('Después la cuenta vuelve al plan Free');
    // The reply stays the API's English sentence.
    expect(cancelled.json<{ message: string }>().message).toMatch(/^Your subscription ends on /);
  });
});
