import { useCallback } from 'react';
import { useSessionMonitor } from '../hooks/use-session-monitor.ts';
import { useSignOut } from '../hooks/use-sign-out.ts';
import { SessionCountdownDialog } from './session-countdown-dialog.tsx';
import { TokenExpiredDialog } from './token-expired-dialog.tsx';

/** Mounted once in the signed-in frame; renders nothing until the session needs the user. */
export const SessionMonitor = () => {
  const { dialog, isRefreshing, continueSession } = useSessionMonitor();
  const signOut = useSignOut();
  const onTimeout = useCallback(() => void signOut('sessionTimeout'), [signOut]);
  const onTokenExpiredOk = useCallback(() => void signOut(), [signOut]);

  if (dialog === null) return null;
  if (dialog.kind === 'tokenExpired') return <TokenExpiredDialog onOk={onTokenExpiredOk} />;
  return (
    <SessionCountdownDialog
      deadlineMs={dialog.deadlineMs}
      isRefreshing={isRefreshing}
      onContinue={() => void continueSession()}
      onTimeout={onTimeout}
    />
  );
};
