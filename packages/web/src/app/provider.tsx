import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { readStoredSession } from '../features/auth/stores/session-store.ts';
import { keepFigures, restoreFigures } from '#lib/persisted-figures.ts';
import { createQueryClient } from '#lib/query-client.ts';
import { theme } from './theme.ts';

export const AppProvider = ({ children }: { children: ReactNode }) => {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    // The last visit's figures first (issue 18): shown at once, marked with their age, until fresh ones arrive.
    restoreFigures(client, readStoredSession()?.userId ?? null, Date.now());
    return client;
  });
  useEffect(() => keepFigures(queryClient, () => readStoredSession()?.userId ?? null), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </QueryClientProvider>
  );
};
