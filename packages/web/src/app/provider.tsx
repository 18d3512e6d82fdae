import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import { QueryClientProvider } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { readStoredSession } from '../features/auth/stores/session-store.ts';
import { keepFigures } from '#lib/persisted-figures.ts';
import { currentLocale, rightToLeftStyleCache, subscribeLocale } from '#lib/i18n/locale-state.ts';
import { isRightToLeft } from '#lib/i18n/locales.ts';
import { LocaleContext } from '#lib/i18n/use-messages.ts';
import { appQueryClient } from './app-query-client.ts';
import { followChosenLanguage } from './chosen-language.ts';
import { themeFor } from './theme.ts';

export const AppProvider = ({ children }: { children: ReactNode }) => {
  const queryClient = appQueryClient();
  useEffect(() => keepFigures(queryClient, () => readStoredSession()?.userId ?? null), [queryClient]);
  useEffect(() => followChosenLanguage(queryClient), [queryClient]);
  const locale = useSyncExternalStore(subscribeLocale, currentLocale);
  const rightToLeft = isRightToLeft(locale);
  const theme = useMemo(() => themeFor(rightToLeft ? 'rtl' : 'ltr'), [rightToLeft]);
  const cache = rightToLeft ? rightToLeftStyleCache() : null;
  const themed = (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleContext value={locale}>
        {cache === null ? themed : <CacheProvider value={cache}>{themed}</CacheProvider>}
      </LocaleContext>
    </QueryClientProvider>
  );
};
