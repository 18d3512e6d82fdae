import { and, desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { mailCatalogue, mailMessageKeys } from '@psc/core/i18n/mail-catalogue';
import { languages } from '@psc/core/personalisation/languages';
import { IntlMessageFormat } from 'intl-messageformat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { openIntegrationDesk, type IntegrationDesk } from '../../../test/integration-desk.ts';
import { santosToNewYork } from '../../../test/calculator-fixtures.ts';
import { pdfActualTexts, pdfFontNames, pdfText, readablePdfText } from '../../../test/pdf-text.ts';
import { renderMail } from './render-mail.ts';
import { alertChannelEndpoints } from '@psc/core/alert-channels/alert-channels.endpoints';
import { deliverChannelMessages } from '../alert-channels/deliver-channel-messages.ts';

// Issue 49 item 1, decision 0136: e-mails in the recipient's language (theirs, else the account's default, else
// English); the English words stay as they were.

type AstNode = {
  type: number;
  value?: string;
  options?: Record<string, { value: AstNode[] }>;
  children?: AstNode[];
};

/** The ICU arguments a message uses, read by FormatJS's own parser: every node but literal text and '#'. */
const argumentsOf = (message: string): string[] => {
  const found: string[] = [];
  const walk = (nodes: AstNode[]) => {
    for (const node of nodes) {
      if (node.type !== 0 && node.type !== 7 && node.value !== undefined) found.push(node.value);
      for (const option of Object.values(node.options ?? {})) walk(option.value);
      walk(node.children ?? []);
    }
  };
  walk(new IntlMessageFormat(message, 'en').getAst() as AstNode[]);
  return [...new Set(found)].sort();
};

describe('the e-mail catalogue', () => {
  it.each(languages)('%s has every message, with the same placeholders as English', (language) => {
    expect(Object.keys(mailCatalogue[language]).sort()).toEqual([...mailMessageKeys].sort());
    for (const key of mailMessageKeys)
      expect(argumentsOf(mailCatalogue[language][key]), key).toEqual(argumentsOf(mailCatalogue.en[key]));
  });

  it('English reads as before; Arabic is marked right to left', () => {
    const english = renderMail({ subject: 'S', paragraphs: ['P'], unsubscribeUrl: 'http://psc.test/u' });
    expect(english.text).toContain(
      'PSC Price Calculator — delivered sugar prices for physical traders. You receive this e-mail because of an action on your PSC Price Calculator account.',
    );
    expect(english.text).toContain('Stop these e-mails: http://psc.test/u');
    const arabic = renderMail({ language: 'ar', subject: 'S', paragraphs: ['P'] });
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.text).toContain('أسعار السكر المسلَّم');
  });
});

let d: IntegrationDesk;
beforeAll(async () => {
  d = await openIntegrationDesk();
});
afterAll(() => d.close());

describe('an alert e-mail', () => {
  const latestAlertMail = async () => {
    const [mail] = await d.t.deps.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'alert'), eq(mailOutbox.toAddress, d.desk.admin.email)))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    return mail;
  };

  it("reads in the account's default, then in the user's own language", async () => {
    await d.alertedCalculator('Santos');
    const account = await d.owner.put('/api/v1/settings/language', { accountLanguage: 'es' });
    expect(account.statusCode, account.body).toBe(200);
    await d.cross();
    expect(await latestAlertMail()).toMatchObject({ subject: 'Alerta de precio — PSC Price Calculator' });
    expect((await latestAlertMail())?.textBody).toContain('Ver sus alertas: http://psc.test/alerts');

    await d.owner.put('/api/v1/settings/language', { personLanguage: 'zh-CN' });
    await d.cross();
    const mail = await latestAlertMail();
    expect(mail?.subject).toBe('价格提醒 — PSC Price Calculator');
    expect(mail?.textBody).toContain('停止接收这些邮件: http://psc.test/alerts/unsubscribe/');
  });
});

/** A PDF's words on one line: a heading that wraps in a longer language still reads as one. */
const textOf = (pdf: Buffer) => pdfText(pdf).join(' ').replace(/\s+/g, ' ');

// Decision 0147: the other e-mails, the PDFs and the exports follow the same order; English stays word for word.
describe("e-mails, PDFs and exports in the user's language", () => {
  const setLanguages = async (languages: {
    personLanguage?: string | null;
    accountLanguage?: string | null;
  }) => {
    const reply = await d.owner.put('/api/v1/settings/language', languages);
    expect(reply.statusCode, reply.body).toBe(200);
  };
  const latestMailTo = async (address: string, kind: string) => {
    const [mail] = await d.t.deps.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, kind), eq(mailOutbox.toAddress, address)))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    return mail;
  };
  const newUser = async (firstname: string) => {
    const email = `${firstname.toLowerCase()}-${Date.now()}@psc.test`;
    const reply = await d.owner.post('/api/v1/users', {
      email,
      firstname,
      lastname: 'Lang',
      password: 'ignored-by-server',
      account: d.desk.accountId,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return email;
  };
  const resetMail = async () => {
    d.t.clock.advance(1000);
    const reply = await d.t.app.inject({
      method: 'POST',
      url: '/requestpasswordreset',
      payload: { email: d.desk.admin.email },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return latestMailTo(d.desk.admin.email, 'password_reset');
  };
  const quotePdf = async () => {
    const created = await d.owner.post('/api/v1/calculator', {
      ...santosToNewYork(d.destinationId),
      name: 'Lang',
    });
    expect(created.statusCode, created.body).toBe(200);
    const calculatorId = created.json<{ id: string }>().id;
    const quote = await d.owner.post(`/api/v1/calculator/${calculatorId}/quotes`, {
      validUntil: d.t.clock.now().getTime() + 7 * 86_400_000,
      note: '',
    });
    expect(quote.statusCode, quote.body).toBe(201);
    const { id } = quote.json<{ id: string }>();
    const shared = await d.owner.post(`/api/v1/quotes/${id}/share`, { expiresInDays: 14 });
    expect(shared.statusCode, shared.body).toBe(200);
    const own = await d.owner.get(`/api/v1/quotes/${id}/quote.pdf`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    const token = shared.json<{ share: { url: string } | null }>().share?.url.split('/q/')[1] ?? '';
    return { calculatorId, pdf: textOf(own.rawPayload), token };
  };
  const sharedPdf = async (token: string, acceptLanguage?: string) => {
    const reply = await d.t.app.inject({
      method: 'GET',
      url: `/shared/quotes/${token}/quote.pdf`,
      headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return textOf(reply.rawPayload);
  };
  const sharedPdfFile = async (token: string, acceptLanguage: string) => {
    const reply = await d.t.app.inject({
      method: 'GET',
      url: `/shared/quotes/${token}/quote.pdf`,
      headers: { 'accept-language': acceptLanguage },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.rawPayload;
  };
  const csvOf = async (calculatorId: string) =>
    (await d.owner.post(`/api/v1/calculator/${calculatorId}/downloadascsv`)).rawPayload.toString('utf8');
  const workbookOf = async (calculatorId: string) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await d.owner.post(`/api/v1/calculator/${calculatorId}/downloadasexcel`)).rawPayload as never,
    );
    const cells: string[] = [];
    workbook.getWorksheet('Calculator')?.eachRow((row) => {
      row.eachCell((cell) => {
        cells.push(String(cell.value));
      });
    });
    return cells;
  };

  it('read in English when neither the user nor the account chose a language', async () => {
    await setLanguages({ personLanguage: null, accountLanguage: null });
    const invited = await latestMailTo(await newUser('Ana'), 'new_user');
    expect(invited?.subject).toBe(`You have been added to Test Trading — PSC Price Calculator`);
    expect(invited?.textBody).toContain(
      'You will be asked to choose your own password when you first sign in.',
    );
    expect((await resetMail())?.subject).toBe('Reset your password — PSC Price Calculator');
    const { calculatorId, pdf, token } = await quotePdf();
    expect(pdf).toContain('DELIVERED PRICE QUOTE');
    expect(pdf).toContain('The figures are frozen: they do not follow the market.');
    expect(await sharedPdf(token)).toContain('DELIVERED PRICE QUOTE');
    const csv = await csvOf(calculatorId);
    expect(csv).toContain('\r\nField,Value\r\nName,Lang\r\n');
    expect(csv).toMatch(/\r\nExchange rate \(USD per USD\),/);
    expect((await d.owner.get('/api/v1/accounts/audit.csv')).body).toMatch(
      /^"Time \(UTC\)","Event","Type","Who"/,
    );
    expect(csv).toContain('Totals (USD)');
    expect(await workbookOf(calculatorId)).toEqual(expect.arrayContaining(['Block', 'DDP per tonne']));
  });

  it("read in the account's default, then in the user's own language; numbers stay machine-readable", async () => {
    await setLanguages({ personLanguage: null, accountLanguage: 'pt-BR' });
    const invited = await latestMailTo(await newUser('Bia'), 'new_user');
    expect(invited?.subject).toBe(`Você agora faz parte de Test Trading — PSC Price Calculator`);
    expect(invited?.textBody).toContain('Olá, Bia,');
    expect(invited?.textBody).toContain('No primeiro acesso, você deverá escolher sua própria senha.');
    expect(invited?.textBody).toContain('Entrar: http://psc.test/login?email=');
    expect(invited?.htmlBody).toContain('<html lang="pt-BR" dir="ltr">');

    const reset = await resetMail();
    expect(reset?.subject).toBe('Redefina sua senha — PSC Price Calculator');
    expect(reset?.textBody).toMatch(/O link funciona uma vez e expira em \d+ minutos\./);

    const { calculatorId, pdf, token } = await quotePdf();
    expect(pdf).toContain('COTAÇÃO DE PREÇO ENTREGUE');
    expect(pdf).toContain('Os valores estão congelados: não acompanham o mercado.');
    expect(pdf).not.toContain('DELIVERED PRICE QUOTE');
    // The signed-out copy: the reader's browser language first, else the language of whoever froze the quote.
    expect(await sharedPdf(token)).toContain('COTAÇÃO DE PREÇO ENTREGUE');
    expect(await sharedPdf(token, 'es-MX,es;q=0.9,en;q=0.5')).toContain('COTIZACIÓN DE PRECIO ENTREGADO');
    expect(await sharedPdf(token, 'en-US,en;q=0.9')).toContain('DELIVERED PRICE QUOTE');

    const csv = await csvOf(calculatorId);
    expect(csv).toContain('\r\nCampo,Valor\r\nNome,Lang\r\n');
    expect(csv).toMatch(/\r\nToneladas,\d+\r\n/);
    expect(csv).toMatch(/\r\nTaxa de câmbio \(USD por USD\),/);
    const audit = await d.owner.get('/api/v1/accounts/audit.csv');
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.body).toMatch(/^"Hora \(UTC\)","Evento","Tipo","Quem"/);
    expect(csv).toContain('Totais (USD)');
    // The figures keep their machine form: a dot for decimals, no grouping.
    expect(csv).toMatch(/\r\nDDP por tonelada,\d+\.\d+,/);
    expect(await workbookOf(calculatorId)).toEqual(expect.arrayContaining(['Bloco', 'DDP por tonelada']));

    await setLanguages({ personLanguage: 'es' });
    expect((await resetMail())?.subject).toBe('Restablezca su contraseña — PSC Price Calculator');
    expect(await csvOf(calculatorId)).toContain('\r\nCampo,Valor\r\n');
    expect(await csvOf(calculatorId)).toContain('Totales (USD)');
  });

  it('prints Chinese and Arabic PDFs in their language, with fonts that have the letters; e-mails and exports too', async () => {
    await setLanguages({ personLanguage: 'zh-CN' });
    const { calculatorId, token } = await quotePdf();
    const chinese = await sharedPdfFile(token, 'zh-CN');
    expect(pdfFontNames(chinese)).toEqual(expect.arrayContaining(['NotoSansSC-Regular', 'NotoSansSC-Bold']));
    const chineseText = await readablePdfText(chinese);
    expect(chineseText).toContain('到岸价格报价');
    expect(chineseText).not.toContain('DELIVERED PRICE QUOTE');
    // The waterfall's line names and a source given in words read in Chinese; names of places stay as written.
    expect(chineseText).toContain('海运费');
    expect(chineseText).toMatch(/卖方估算|卖方填写的数值/);
    expect(chineseText).toMatch(/ 至 .*吨，以 USD 计/);
    // Decision 0154: an Arabic page is laid out right to left; each line's text reads in logical order.
    const arabic = await sharedPdfFile(token, 'ar');
    expect(pdfFontNames(arabic)).toEqual(
      expect.arrayContaining(['NotoSansArabic-Regular', 'NotoSansArabic-Bold']),
    );
    expect(pdfActualTexts(arabic)).toContain('عرض سعر التسليم');
    expect(pdfActualTexts(arabic).some((line) => /^تاريخ الإصدار \d{4}-\d\d-\d\d/.test(line))).toBe(true);
    expect(await csvOf(calculatorId)).toContain('\r\n字段,值\r\n');
    expect((await resetMail())?.subject).toBe('重置您的密码 — PSC Price Calculator');
    await setLanguages({ personLanguage: null, accountLanguage: null });
  });
});

describe("chat messages and the alert's sentence in the channel owner's language", () => {
  it("a user's own channel in their language, the account's channel in the account's; English as before", async () => {
    await d.owner.put('/api/v1/settings/language', { personLanguage: 'pt-BR', accountLanguage: 'es' });
    const add = async (scope: 'personal' | 'account', path: string) => {
      const reply = await d.owner.post(alertChannelEndpoints.create.path, {
        kind: 'slack',
        name: `Lang ${scope}`,
        url: `${d.doubles.base}${path}`,
        scope,
      });
      expect(reply.statusCode, reply.body).toBe(201);
      return reply.json<{ id: string }>().id;
    };
    const slackOf = (path: string) => d.doubles.to(path).map((entry) => JSON.stringify(entry.json));
    const ids = [await add('personal', '/slack/L/pt/1'), await add('account', '/slack/L/es/1')];
    expect(slackOf('/slack/L/pt/1')[0]).toContain('Mensagem de teste do PSC');
    expect(slackOf('/slack/L/es/1')[0]).toContain('Mensaje de prueba de PSC');

    await d.alertedCalculator('Lingua');
    await d.cross();
    await deliverChannelMessages(d.t.deps);
    const portuguese = slackOf('/slack/L/pt/1').find((body) => body.includes('Lingua'));
    expect(portuguese).toMatch(/Lingua: DDP [\d,.]+ USD\/t, agora abaixo de [\d,.]+/);
    expect(portuguese).toContain('*Variação*');
    expect(portuguese).toContain('Abrir o PSC');
    const spanish = slackOf('/slack/L/es/1').find((body) => body.includes('Lingua'));
    expect(spanish).toMatch(/Lingua: DDP [\d,.]+ USD\/t, ahora por debajo de [\d,.]+/);
    // The alert e-mail says the sentence in the user's language too; the notification list keeps English.
    const alertMails = await d.t.deps.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'alert'), eq(mailOutbox.toAddress, d.desk.admin.email)));
    expect(alertMails.map((mail) => mail.textBody).find((text) => text.includes('Lingua:'))).toMatch(
      /Lingua: DDP [\d,.]+ USD\/t, agora abaixo de/,
    );

    await d.owner.put('/api/v1/settings/language', { personLanguage: null, accountLanguage: null });
    await d.cross();
    await deliverChannelMessages(d.t.deps);
    const english = slackOf('/slack/L/pt/1')
      .filter((body) => body.includes('Lingua'))
      .at(-1);
    expect(english).toMatch(/Lingua: DDP [\d,.]+ USD\/t is now below [\d,.]+/);
    expect(english).toContain('*Change*');
    expect(english).toContain('Open PSC');
    for (const id of ids) await d.owner.delete(alertChannelEndpoints.remove.path.replace(':channelId', id));
  });
});
