// First: it starts a signed-in page's code and data while the rest of the entry is still being evaluated.
import './app/early-start.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { bootstrapSession } from './app/bootstrap-session.ts';
import { AppProvider } from './app/provider.tsx';
import { AppRouter } from './app/router.tsx';
import { applyStartQuery } from './app/start-query.ts';
import { env } from '#config/env.ts';
import { applyLocale, initialLocale } from '#lib/i18n/locale-state.ts';

bootstrapSession();
applyStartQuery();

const rootElement = document.getElementById('root');
if (rootElement === null) throw new Error('index.html has no #root element');

const render = () =>
  createRoot(rootElement).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );

// The reader's language first (issue 49): English is in the entry, another language's messages are one small file.
const locale = initialLocale();
if (locale === 'en') render();
else void applyLocale(locale).then(render, render);

// The installable app's worker (decision 0052), once the page is in: it never competes with the first load.
if (env.registerServiceWorker && 'serviceWorker' in navigator)
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
