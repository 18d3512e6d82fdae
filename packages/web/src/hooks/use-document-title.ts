import { useEffect } from 'react';
import { useMessages } from '#lib/i18n/use-messages.ts';
import type { MessageKey } from '#lib/i18n/catalogue-store.ts';

/** The browser tab names the screen ('My Calculators · PSC'), so a trader with several tabs open can tell them apart. */
export const useDocumentTitle = (title: string | undefined): void => {
  const shown = usePageTitle(title);
  useEffect(() => {
    document.title = shown === undefined ? 'PSC' : `${shown} · PSC`;
  }, [shown]);
};

/** A screen's title (paths.ts, the spec's English) in the reader's language; one without a translation stays. */
export const usePageTitle = (title: string | undefined): string | undefined => {
  const t = useMessages();
  if (title === undefined) return undefined;
  const key = `title.${title}` as MessageKey;
  const translated = t(key);
  return translated === key ? title : translated;
};
