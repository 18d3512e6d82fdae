import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useMessages } from '#lib/i18n/use-messages.ts';

/** A read that failed: the message and a Retry button that reads again. */
export const RetryAlert = ({ onRetry, children }: { onRetry: () => void; children: ReactNode }) => {
  const t = useMessages();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      {children}
    </Alert>
  );
};
