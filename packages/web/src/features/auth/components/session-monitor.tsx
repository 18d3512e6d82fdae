import { lazy, Suspense, useCallback, useEffect, type ReactNode } from 'react';
import { loadLater } from '#lib/load-later.ts';
import LinearProgress from '@mui/material/LinearProgress';
import { useSessionMonitor } from '../hooks/use-session-monitor.ts';
import { useSignOut } from '../hooks/use-sign-out.ts';

// Loaded when a dialog is needed: a page is drawn without MUI's dialog, modal and transition code (issue 18).
const loadCountdownDialog = () => import('./session-countdown-dialog.tsx');
const loadTokenExpiredDialog = () => import('./token-expired-dialog.tsx');
const SessionCountdownDialog = lazy(async () => ({
  default: (await loadCountdownDialog()).SessionCountdownDialog,
}));
const TokenExpiredDialog = lazy(async () => ({
  default: (await loadTokenExpiredDialog()).TokenExpiredDialog,
}));
const loadDialogs = () => Promise.all([loadCountdownDialog(), loadTokenExpiredDialog()]);

/**
 * Wraps the signed-in frame: holds the screens back while an expired token is renewed at start,
 * then shows them, plus the countdown or 'Token Expired' dialog when the session needs the user.
 */
export const SessionMonitor = ({ children }: { children: ReactNode }) => {
  const { dialog, isReady, isRefreshing, continueSession } = useSessionMonitor();
  const signOut = useSignOut();
  const onTimeout = useCallback(() => void signOut('sessionTimeout'), [signOut]);
  const onTokenExpiredOk = useCallback(() => void signOut(), [signOut]);
  useEffect(() => loadLater(loadDialogs), []);

  return (
    <>
      {isReady ? children : <LinearProgress aria-label="Renewing your session" />}
      <Suspense fallback={null}>
        {dialog?.kind === 'tokenExpired' && <TokenExpiredDialog onOk={onTokenExpiredOk} />}
        {dialog?.kind === 'countdown' && (
          <SessionCountdownDialog
            deadlineMs={dialog.deadlineMs}
            isRefreshing={isRefreshing}
            onContinue={() => void continueSession()}
            onTimeout={onTimeout}
          />
        )}
      </Suspense>
    </>
  );
};
