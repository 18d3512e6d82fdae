import { StrictMode, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyLocale, initialLocale } from '#lib/i18n/locale-state.ts';
import { bootstrapSession } from './bootstrap-session.ts';
import { focusAutoFocusedOnMount } from './auto-focus-on-mount.ts';
import { AppProvider } from './provider.tsx';

/** What both pages do first, the app's (main.tsx) and the operations console's (operations-main.tsx). */
export const startPage = (router: () => ReactNode, beforeRender: () => void = () => undefined): void => {
  bootstrapSession();
  focusAutoFocusedOnMount();
  beforeRender();
  const rootElement = document.getElementById('root');
  if (rootElement === null) throw new Error('the page has no #root element');
  const render = () =>
    createRoot(rootElement).render(
      <StrictMode>
        <AppProvider>
          {/* A screen that waits (its code, its words) with no nearer boundary waits here, as at React's root:
              Preact's renderer (decision 0155) would otherwise hand the wait to the route's error page. */}
          <Suspense fallback={null}>{router()}</Suspense>
        </AppProvider>
      </StrictMode>,
    );
  // The reader's language first (issue 49): English is in the entry, another language's messages are one small file.
  const locale = initialLocale();
  if (locale === 'en') render();
  else void applyLocale(locale).then(render, render);
};
