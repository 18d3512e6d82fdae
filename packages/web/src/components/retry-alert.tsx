import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** A read that failed: the message and a Retry button that reads again. */
export const RetryAlert = ({ onRetry, children }: { onRetry: () => void; children: ReactNode }) => (
  <Alert
    severity="error"
    action={
      <Button color="inherit" size="small" onClick={onRetry}>
        Retry
      </Button>
    }
  >
    {children}
  </Alert>
);
