import { env } from '#config/env.ts';
import { startAppRouter } from './app/router.tsx';
import { startPage } from './app/start-page.tsx';
import { applyStartQuery } from './app/start-query.ts';

startPage(startAppRouter, applyStartQuery);

// The installable app's worker (decision 0052), once the page is in: it never competes with the first load.
if (env.registerServiceWorker && 'serviceWorker' in navigator)
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
