import type { Language } from '../personalisation/languages.ts';
import { en } from './mail-messages.en.ts';
import { ptBR } from './mail-messages.pt-BR.ts';
import { es } from './mail-messages.es.ts';
import { zhCN } from './mail-messages.zh-CN.ts';
import { id } from './mail-messages.id.ts';
import { ar } from './mail-messages.ar.ts';
import type { MailMessageKey } from './mail-message-keys.ts';

export { mailMessageKeys, type MailMessageKey } from './mail-message-keys.ts';

/**
 * The server's own words in the six languages (issue 49 item 1, decisions 0136 and 0147): the e-mails, the quote and
 * invoice PDFs' labels and the exports' headers, as ICU messages, pure data (one file per language), read by the
 * server's translator (`server/src/shared/translate.ts`). English is the reference; a text the spec fixes stays in
 * English in every language and is not here. Trade terms follow the web's glossary
 * (`web/src/lib/i18n/catalogues/glossary.json`).
 */

export const mailCatalogue: Record<Language, Record<MailMessageKey, string>> = {
  en,
  'pt-BR': ptBR,
  es,
  'zh-CN': zhCN,
  id,
  ar,
};
