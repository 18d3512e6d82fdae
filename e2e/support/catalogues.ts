import { readFileSync } from 'node:fs';

/** The browser languages issue 49 reads in; 'en-GB' stands for English. */
export const browserLocales = ['en-GB', 'pt-BR', 'es', 'zh-CN', 'id', 'ar'] as const;

/** The app's messages in `locale` (its four catalogue parts, the server's words too), as the screens show them. */
export const catalogue = (locale: string): Record<string, string> => {
  const folder = locale === 'en-GB' ? 'en' : locale;
  const read = (part: string) =>
    JSON.parse(
      readFileSync(
        new URL(`../../packages/web/src/lib/i18n/catalogues/${folder}/${part}.json`, import.meta.url),
        'utf8',
      ),
    ) as Record<string, string>;
  return { ...read('public'), ...read('app'), ...read('screens'), ...read('server') };
};
