import { cleanup } from '@testing-library/react';
import { afterEach, inject } from 'vitest';
import { bootstrapSession } from '../src/app/bootstrap-session.ts';

// What jsdom lacks and a browser has. The components call these; none of them is ours to test here.
const serverUrl = inject('componentServerUrl');
const nodeFetch = globalThis.fetch;
// The app calls its API by path, as a page served by the server does: resolve the path against that server.
globalThis.fetch = (input, init) =>
  nodeFetch(typeof input === 'string' && input.startsWith('/') ? new URL(input, serverUrl) : input, init);

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

// The API client reads the stored session's token, as the app links them before its first render.
bootstrapSession();

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
