import { useCallback, type ReactNode } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { useSessionMonitor } from '../hooks/use-session-monitor.ts';
import { useSignOut } from '../hooks/use-sign-out.ts';
import { SessionCountdownDialog } from './session-countdown-dialog.tsx';
import { TokenExpiredDialog } from './token-expired-dialog.tsx';

/**
 * Wraps the signed-in frame: holds the screens back while an expired token is renewed at start,
 * then shows them, plus the countdown or 'Token Expired' dialog when the session needs the user.
 */
export const SessionMonitor = ({ children }: { children: ReactNode }) => {
  const { dialog, isReady, isRefreshing, continueSession } = useSessionMonitor();
  const signOut = useSignOut();
  const onTimeout = useCallback(() => void signOut('sessionTimeout'), [signOut]);
  const onTokenExpiredOk = useCallback(() => void signOut(), [signOut]);

  return (
    <>
      {isReady ? children : <LinearProgress aria-label="Renewing your session" />}
      {dialog?.kind === 'tokenExpired' && <TokenExpiredDialog onOk={onTokenExpiredOk} />}
      {dialog?.kind === 'countdown' && (
        <SessionCountdownDialog
          deadlineMs={dialog.deadlineMs}
          isRefreshing={isRefreshing}
          onContinue={() => void continueSession()}
          onTimeout={onTimeout}
        />
      )}
    </>
  );
};
