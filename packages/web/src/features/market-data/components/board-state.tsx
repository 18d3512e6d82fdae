import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useMessages } from '#lib/i18n/use-messages.ts';

type BoardStateProps = {
  isPending: boolean;
  error: Error | null;
  isEmpty: boolean;
  children: ReactNode;
};

/** The page-level fallbacks of calculators.md §8: the loader, 'Error: {message}', 'Nothing to display'. */
export const BoardState = ({ isPending, error, isEmpty, children }: BoardStateProps) => {
  const t = useMessages();
  if (isPending) {
    return (
      <Box
        role="status"
        aria-live="polite"
        sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4, justifyContent: 'center' }}
      >
        <CircularProgress size={28} aria-hidden="true" />
        <Typography>{t('boards.loading')}</Typography>
      </Box>
    );
  }
  if (error !== null) {
    return (
      <Typography role="alert" color="error" sx={{ py: 4, textAlign: 'center' }}>
        {t('boards.error', { message: error.message })}
      </Typography>
    );
  }
  if (isEmpty) return <Typography sx={{ py: 4, textAlign: 'center' }}>{t('boards.nothing')}</Typography>;
  return <>{children}</>;
};
