import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { useDateFormatter } from '#lib/date-format.ts';
import { idleSaver, onPageLeave } from '#lib/idle-save.ts';
import { releaseLastScreen } from '#lib/last-screen.ts';
import { saveLastScreen } from '#lib/last-screen-keeping.ts';
import { storedFiguresTime } from '#lib/persisted-figures.ts';
import { readStoredSession } from '../../features/auth/stores/session-store.ts';

type FiguresQuery = { data: unknown; dataUpdatedAt: number; isPending: boolean; isError: boolean };

/**
 * A calculator page's part in the last screen (decision 0067): the painted picture goes the moment the page shows
 * its own figures (or its error), before the browser paints again; and what the page shows with fresh figures is
 * kept as the next visit's picture, a few seconds after they render (once the trader is still) and again when the
 * page is hidden or left. Stored figures are never kept as a picture: their age would be lost.
 */
export const useLastScreen = (query: FiguresQuery): void => {
  const { pathname } = useLocation();
  const formatDate = useDateFormatter();
  const shown = !query.isPending;
  const fresh = query.data !== undefined && !query.isError && storedFiguresTime(query.dataUpdatedAt) === null;

  useLayoutEffect(() => {
    if (shown) releaseLastScreen(document);
  }, [shown]);

  useEffect(() => {
    if (!fresh) return;
    // Kept again only once the page has changed since: leaving the page is not slowed by keeping the same picture.
    let changed = true;
    const watch = new MutationObserver(() => {
      changed = true;
      watch.disconnect();
    });
    const save = () => {
      const userId = readStoredSession()?.userId ?? null;
      const root = document.getElementById('root');
      if (!changed || userId === null || root === null || window.location.pathname !== pathname) return;
      const nowMs = Date.now();
      saveLastScreen(document, localStorage, {
        root,
        path: pathname,
        userId,
        nowMs,
        savedAtText: formatDate(nowMs),
      });
      changed = false;
      watch.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
    };
    const saver = idleSaver(save);
    saver.soon();
    const stopListening = onPageLeave(save);
    return () => {
      watch.disconnect();
      saver.cancel();
      stopListening();
    };
  }, [fresh, pathname, formatDate, query.data]);
};
