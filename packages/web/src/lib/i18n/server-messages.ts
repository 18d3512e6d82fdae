import { currentLocale } from './locale-state.ts';
import { defaultLocale, type Locale } from './locales.ts';

/**
 * A message the server wrote (an error reply's `message`), in the reader's language when it is one of core's
 * message texts (decision 0149). English readers get it as sent, with nothing fetched; another language's reader
 * gets it translated once the catalogues' server part is in (fetched the first time a reply needs it), and as sent
 * when the text is not one of core's, or when that part cannot be fetched (offline).
 */
export const localiseServerMessage = async (
  message: string,
  locale: Locale = currentLocale(),
): Promise<string> => {
  if (locale === defaultLocale) return message;
  try {
    const { translateServerMessage } = await import('./server-message-keys.ts');
    return await translateServerMessage(message, locale);
  } catch {
    return message;
  }
};
