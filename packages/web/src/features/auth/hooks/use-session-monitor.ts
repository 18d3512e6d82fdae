import { useCallback, useEffect, useRef, useState } from 'react';
import { sessionRules } from '@psc/core/auth/session-rules';
import { isApiError } from '#lib/api-client.ts';
import { checkSessionToken } from '../api/check-session-token.ts';
import { readLastActivityMs, startActivityTracking } from '../stores/activity-tracker.ts';
import { readStoredSession } from '../stores/session-store.ts';
import { onUnauthorized } from '../stores/unauthorized-signal.ts';
import { refreshSession } from '../utils/refresh-session.ts';
import { countdownDeadlineMs, decideSessionCheck } from '../utils/session-timing.ts';

export type SessionDialog = { kind: 'countdown'; deadlineMs: number } | { kind: 'tokenExpired' } | null;

const needsRefreshBeforeUse = (): boolean => {
  const stored = readStoredSession();
  return (
    stored?.expiresAtMs != null &&
    decideSessionCheck(Date.now(), stored.expiresAtMs, readLastActivityMs()) !== 'keep'
  );
};

/** §4 'Session' while signed in: the 10 s check, silent refresh, the countdown and 'Token Expired'. */
export const useSessionMonitor = () => {
  const [dialog, setDialog] = useState<SessionDialog>(null);
  // A token that ran out while the page was closed is renewed before any screen asks the server for data.
  const [isReady, setIsReady] = useState(() => !needsRefreshBeforeUse());
  const [isRefreshing, setIsRefreshing] = useState(false);
  const dialogRef = useRef<SessionDialog>(null);

  const showDialog = useCallback((next: SessionDialog) => {
    // 'Token Expired' wins over the countdown: the server has already said no.
    if (dialogRef.current?.kind === 'tokenExpired') return;
    dialogRef.current = next;
    setDialog(next);
  }, []);

  const refresh = useCallback(async (): Promise<boolean> => {
    setIsRefreshing(true);
    try {
      await refreshSession();
      return true;
    } catch (error) {
      // No reply at all: keep the session and try again at the next check.
      if (!(isApiError(error) && error.status === 0)) showDialog({ kind: 'tokenExpired' });
      return false;
    } finally {
      setIsRefreshing(false);
    }
  }, [showDialog]);

  useEffect(() => startActivityTracking(), []);

  useEffect(() => {
    const check = () => {
      if (dialogRef.current !== null) return;
      const stored = readStoredSession();
      if (stored === null || stored.expiresAtMs === null) return;
      const nowMs = Date.now();
      const outcome = decideSessionCheck(nowMs, stored.expiresAtMs, readLastActivityMs());
      if (outcome === 'refresh') void refresh().finally(() => setIsReady(true));
      if (outcome === 'warn') {
        showDialog({ kind: 'countdown', deadlineMs: countdownDeadlineMs(nowMs, stored.expiresAtMs) });
        setIsReady(true);
      }
    };
    check();
    const interval = window.setInterval(check, sessionRules.checkIntervalMs);
    return () => window.clearInterval(interval);
  }, [refresh, showDialog]);

  useEffect(() => {
    if (!isReady) return;
    const verifyWithServer = () => {
      checkSessionToken().catch((error: unknown) => {
        if (isApiError(error) && error.status === 401) showDialog({ kind: 'tokenExpired' });
      });
    };
    verifyWithServer();
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') verifyWithServer();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => document.removeEventListener('visibilitychange', onVisibilityChange);
  }, [isReady, showDialog]);

  useEffect(() => onUnauthorized(() => showDialog({ kind: 'tokenExpired' })), [showDialog]);

  const continueSession = useCallback(async () => {
    if (await refresh()) {
      dialogRef.current = null;
      setDialog(null);
    }
  }, [refresh]);

  return { dialog, isReady, isRefreshing, continueSession };
};
