import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyLocale, initialLocale } from '#lib/i18n/locale-state.ts';
import { bootstrapSession } from './bootstrap-session.ts';
import { AppProvider } from './provider.tsx';

/** What both pages do first, the app's (main.tsx) and the operations console's (operations-main.tsx). */
export const startPage = (router: () => ReactNode, beforeRender: () => void = () => undefined): void => {
  bootstrapSession();
  beforeRender();
  const rootElement = document.getElementById('root');
  if (rootElement === null) throw new Error('the page has no #root element');
  const render = () =>
    createRoot(rootElement).render(
      <StrictMode>
        <AppProvider>{router()}</AppProvider>
      </StrictMode>,
    );
  // The reader's language first (issue 49): English is in the entry, another language's messages are one small file.
  const locale = initialLocale();
  if (locale === 'en') render();
  else void applyLocale(locale).then(render, render);
};
