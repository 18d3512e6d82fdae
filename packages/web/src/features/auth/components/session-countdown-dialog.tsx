import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { sessionRules } from '@psc/core/auth/session-rules';

type SessionCountdownDialogProps = {
  deadlineMs: number;
  isRefreshing: boolean;
  onContinue: () => void;
  onTimeout: () => void;
};

const secondsUntil = (deadlineMs: number): number => Math.max(0, Math.ceil((deadlineMs - Date.now()) / 1000));

export const SessionCountdownDialog = ({
  deadlineMs,
  isRefreshing,
  onContinue,
  onTimeout,
}: SessionCountdownDialogProps) => {
  const [secondsLeft, setSecondsLeft] = useState(() => secondsUntil(deadlineMs));

  useEffect(() => {
    const tick = () => setSecondsLeft(secondsUntil(deadlineMs));
    // Read the clock on every tick rather than counting ticks: a sleeping laptop skips them.
    const interval = window.setInterval(tick, 1000);
    return () => window.clearInterval(interval);
  }, [deadlineMs]);

  useEffect(() => {
    if (secondsLeft === 0) onTimeout();
  }, [secondsLeft, onTimeout]);

  return (
    <Dialog open aria-labelledby="session-countdown-title" aria-describedby="session-countdown-text">
      <DialogTitle id="session-countdown-title">Your session is about to expire</DialogTitle>
      <DialogContent>
        <DialogContentText id="session-countdown-text" aria-live="polite">
          You have been inactive for a while. For your security you will be signed out in{' '}
          <strong>{secondsLeft}</strong> {secondsLeft === 1 ? 'second' : 'seconds'}.
        </DialogContentText>
        <LinearProgress
          variant="determinate"
          value={(secondsLeft / sessionRules.timeoutCountdownSeconds) * 100}
          aria-hidden
          sx={{ mt: 2 }}
        />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onContinue} disabled={isRefreshing} autoFocus>
          Continue
        </Button>
      </DialogActions>
    </Dialog>
  );
};
