import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { readStoredSession } from '../features/auth/stores/session-store.ts';
import { keepFigures } from '#lib/persisted-figures.ts';
import { appQueryClient } from './app-query-client.ts';
import { theme } from './theme.ts';

export const AppProvider = ({ children }: { children: ReactNode }) => {
  const queryClient = appQueryClient();
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
