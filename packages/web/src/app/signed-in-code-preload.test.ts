// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accessTokenKey } from '../features/auth/stores/session-keys.ts';
import { preloadSignedInCode, signedInCodeMetaName } from './signed-in-code-preload.ts';

const frameFiles = [
  '/assets/calculator-pages-a1.js',
  '/assets/route-reads-b2.js',
  '/assets/zod-library-c3.js',
];

/**
 * The built page's head as the server sends it: the entry, its two module preloads and the frame's files named, with
 * the entry's compressed size.
 */
const startPage = (names = frameFiles.join(' '), entryBytes = 200_000) => {
  document.head.innerHTML = `
    <script type="module" crossorigin src="/assets/index-e0.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-r0.js">
    <link rel="modulepreload" crossorigin href="/assets/start-s0.js">
    <meta name="${signedInCodeMetaName}" content="${names}" data-entry-bytes="${entryBytes}">`;
  document.body.innerHTML = '<div id="root"></div>';
};

const entryLinks = () =>
  Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')).filter((link) =>
    /\/(start|rolldown-runtime)-/.test(link.href),
  );

const preloaded = () =>
  Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'))
    .filter((link) => !entryLinks().includes(link))
    .map((link) => ({ path: new URL(link.href).pathname, crossOrigin: link.crossOrigin }));

const arrive = (link: HTMLLinkElement, event: 'load' | 'error' = 'load') =>
  link.dispatchEvent(new Event(event));

describe("the signed-in frame's files, asked for before the router would (decisions 0158, 0163)", () => {
  beforeEach(() => {
    localStorage.clear();
    startPage();
  });
  afterEach(() => vi.restoreAllMocks());

  it("waits for every file of the entry, then asks for each of the frame's files as the bundler would", () => {
    localStorage.setItem(accessTokenKey, 'token');
    preloadSignedInCode(window);
    expect(preloaded()).toEqual([]);

    const [runtime, start] = entryLinks();
    if (runtime === undefined || start === undefined) throw new Error('no entry links');
    arrive(runtime);
    expect(preloaded(), 'the runtime alone is not the entry').toEqual([]);
    arrive(start);
    expect(preloaded()).toEqual(frameFiles.map((path) => ({ path, crossOrigin: '' })));

    // A late event of the same link asks for nothing twice.
    arrive(start);
    expect(preloaded()).toHaveLength(frameFiles.length);
  });

  it('asks at once when the entry is already in, as its timing entries show', () => {
    localStorage.setItem(accessTokenKey, 'token');
    vi.spyOn(performance, 'getEntriesByName').mockImplementation(
      (name) => [{ name, entryType: 'resource' }] as PerformanceEntryList,
    );
    preloadSignedInCode(window);
    expect(preloaded().map(({ path }) => path)).toEqual(frameFiles);
  });

  it('still asks when an entry file fails, so that nothing waits on it', () => {
    localStorage.setItem(accessTokenKey, 'token');
    preloadSignedInCode(window);
    const [runtime, start] = entryLinks();
    if (runtime === undefined || start === undefined) throw new Error('no entry links');
    arrive(runtime, 'error');
    arrive(start);
    expect(preloaded().map(({ path }) => path)).toEqual(frameFiles);
  });

  describe("with the browser's estimate of the link's speed (decision 0163)", () => {
    /** A link of `downlink` Mbit/s, the page's last byte at 100 ms and the inline script running at 200 ms. */
    const estimatedLink = (downlink: number | undefined) => {
      vi.useFakeTimers();
      Object.defineProperty(navigator, 'connection', { value: { downlink }, configurable: true });
      vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) =>
        type === 'navigation' ? ([{ responseEnd: 100 }] as unknown as PerformanceEntryList) : [],
      );
      vi.spyOn(performance, 'now').mockReturnValue(200);
    };
    afterEach(() => {
      vi.useRealTimers();
      Reflect.deleteProperty(navigator, 'connection');
    });

    it("asks at the page's last byte plus the entry's transfer time, before the entry's load, and once only", () => {
      localStorage.setItem(accessTokenKey, 'token');
      estimatedLink(1.6);
      preloadSignedInCode(window);
      // 200,000 bytes at 1.6 Mbit/s take 1,000 ms from the page's last byte: at 1,100 ms, 900 ms from now.
      vi.advanceTimersByTime(899);
      expect(preloaded()).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(preloaded()).toEqual(frameFiles.map((path) => ({ path, crossOrigin: '' })));

      for (const link of entryLinks()) arrive(link);
      expect(preloaded()).toHaveLength(frameFiles.length);
    });

    it('asks when the entry arrives first, and the estimate then asks nothing more', () => {
      localStorage.setItem(accessTokenKey, 'token');
      estimatedLink(1.6);
      preloadSignedInCode(window);
      for (const link of entryLinks()) arrive(link);
      expect(preloaded()).toHaveLength(frameFiles.length);
      vi.advanceTimersByTime(5_000);
      expect(preloaded()).toHaveLength(frameFiles.length);
    });

    it('waits for the entry when the browser gives no estimate, or the page no size', () => {
      localStorage.setItem(accessTokenKey, 'token');
      estimatedLink(undefined);
      preloadSignedInCode(window);
      vi.advanceTimersByTime(60_000);
      expect(preloaded()).toEqual([]);

      estimatedLink(1.6);
      startPage(frameFiles.join(' '), 0);
      preloadSignedInCode(window);
      vi.advanceTimersByTime(60_000);
      expect(preloaded()).toEqual([]);
      for (const link of entryLinks()) arrive(link);
      expect(preloaded()).toHaveLength(frameFiles.length);
    });
  });

  it('asks for nothing without a stored session: the app sends that visitor to the login page', () => {
    preloadSignedInCode(window);
    localStorage.setItem(accessTokenKey, '');
    preloadSignedInCode(window);
    for (const link of entryLinks()) arrive(link);
    expect(preloaded()).toEqual([]);
  });

  it('asks for nothing when the page names no files (the development server builds none)', () => {
    localStorage.setItem(accessTokenKey, 'token');
    startPage('');
    preloadSignedInCode(window);
    for (const link of entryLinks()) arrive(link);
    expect(preloaded()).toEqual([]);
    document.head.querySelector('meta')?.remove();
    preloadSignedInCode(window);
    for (const link of entryLinks()) arrive(link);
    expect(preloaded()).toEqual([]);
  });
});
