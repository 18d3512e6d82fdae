import { useEffect } from 'react';

/** The browser tab names the screen ('My Calculators · PSC'), so a trader with several tabs open can tell them apart. */
export const useDocumentTitle = (title: string | undefined): void => {
  useEffect(() => {
    document.title = title === undefined ? 'PSC' : `${title} · PSC`;
  }, [title]);
};
