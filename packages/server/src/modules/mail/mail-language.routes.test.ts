import { and, desc, eq } from 'drizzle-orm';
import { mailCatalogue, mailMessageKeys } from '@psc/core/i18n/mail-catalogue';
import { languages } from '@psc/core/personalisation/languages';
import { IntlMessageFormat } from 'intl-messageformat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { openIntegrationDesk, type IntegrationDesk } from '../../../test/integration-desk.ts';
import { renderMail } from './render-mail.ts';

// Issue 49 item 1, decision 0136: e-mails in the recipient's language (theirs, else the account's default, else
// English); the English words stay as they were.

/** The ICU arguments a message uses, read by FormatJS's own parser. */
const argumentsOf = (message: string) =>
  JSON.stringify(new IntlMessageFormat(message, 'en').getAst())
    .match(/"value":"(\w+)"/g)
    ?.sort() ?? [];

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

describe('an alert e-mail', () => {
  let d: IntegrationDesk;
  beforeAll(async () => {
    d = await openIntegrationDesk();
  });
  afterAll(() => d.close());

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
