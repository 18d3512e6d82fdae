import { cleanup } from '@testing-library/react';
import { afterEach, inject } from 'vitest';
import { bootstrapSession } from '../src/app/bootstrap-session.ts';
import { focusAutoFocusedOnMount } from '../src/app/auto-focus-on-mount.ts';
import { registerCatalogue } from '../src/lib/i18n/catalogue-store.ts';
import englishAppMessages from '../src/lib/i18n/catalogues/en/app.json';
import englishScreenMessages from '../src/lib/i18n/catalogues/en/screens.json';
import { componentServerReady } from './component-server-ready.ts';

// What jsdom lacks and a browser has. The components call these; none of them is ours to test here.
const serverUrl = inject('componentServerUrl');
// A worker runs several files in one global (isolate: false), so the wrapper is put on once, around Node's own.
const wrappedMarker = Symbol.for('psc.component-tests.fetch');
type MarkedFetch = typeof fetch & { [wrappedMarker]?: typeof fetch };
const nodeFetch = (globalThis.fetch as MarkedFetch)[wrappedMarker] ?? globalThis.fetch;
// The app calls its API by path, as a page served by the server does: resolve the path against that server.
const serverFetch: MarkedFetch = (input, init) =>
  nodeFetch(typeof input === 'string' && input.startsWith('/') ? new URL(input, serverUrl) : input, init);
serverFetch[wrappedMarker] = nodeFetch;
globalThis.fetch = serverFetch;

// The server starts beside the other tiers (test/component-server.ts); a worker waits for it once.
const readyMarker = Symbol.for('psc.component-tests.server-ready');
const workerGlobal = globalThis as typeof globalThis & { [readyMarker]?: Promise<void> };
await (workerGlobal[readyMarker] ??= componentServerReady(serverUrl, nodeFetch));

window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) satisfies MediaQueryList;

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// The signed-in app's English messages, which the app registers with its frame (layouts/signed-in-frame.tsx).
registerCatalogue('en', 'app', englishAppMessages);
// The other screens' English messages, which the app fetches as one of them opens: here at once, so that a component
// test reads its words on its first render.
registerCatalogue('en', 'screens', englishScreenMessages);

// The API client reads the stored session's token, as the app links them before its first render.
bootstrapSession();
focusAutoFocusedOnMount();

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
