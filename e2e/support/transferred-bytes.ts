import type { Browser, BrowserContextOptions, Page } from '@playwright/test';

/**
 * Issue 18's bytes budgets, checked the way the bench measures them (bench/web-vitals.mjs): a new browser context
 * (a cold cache), every response's bytes on the wire (`encodedDataLength`: compressed body and headers) until the
 * page is ready and the network is quiet. Counting bytes, never time, so the check is the same on any machine.
 */
export const coldLoadKiB = async (
  browser: Browser,
  url: string,
  options: {
    storageState?: BrowserContextOptions['storageState'];
    /** The browser's language (issue 49: every language keeps the budgets). */
    locale?: string;
    ready: (page: Page) => Promise<unknown>;
    after?: (page: Page) => Promise<unknown>;
  },
): Promise<{ kib: number; files: string[] }> => {
  // The bench's phone screen: the pages a trader on a mobile link sees (My Calculators is a list there).
  // The service worker's own fetches (itself, and the calculator code it stores after load for the next page) run
  // outside the page and after it is ready: not counted, and blocked so they cannot hold the count open.
  const fixed = {
    viewport: { width: 412, height: 823 },
    serviceWorkers: 'block' as const,
    ...(options.locale === undefined ? {} : { locale: options.locale }),
  };
  const context = await browser.newContext(
    options.storageState === undefined ? fixed : { ...fixed, storageState: options.storageState },
  );
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const urls = new Map<string, string>();
    const inFlight = new Set<string>();
    let bytes = 0;
    let lastActivity = Date.now();
    cdp.on('Network.requestWillBeSent', (event) => {
      inFlight.add(event.requestId);
      lastActivity = Date.now();
    });
    cdp.on('Network.responseReceived', (event) => urls.set(event.requestId, event.response.url));
    cdp.on('Network.loadingFinished', (event) => {
      bytes += event.encodedDataLength;
      inFlight.delete(event.requestId);
      lastActivity = Date.now();
    });
    cdp.on('Network.loadingFailed', (event) => {
      inFlight.delete(event.requestId);
      lastActivity = Date.now();
    });
    // Playwright's 'networkidle' resolves at once when the page was idle before: this waits for every request the
    // steps started (the sign-in code's own imports among them) and 500 ms of quiet after the last.
    const quiet = async () => {
      while (inFlight.size > 0 || Date.now() - lastActivity < 500) await page.waitForTimeout(100);
    };
    await page.goto(url);
    await options.ready(page);
    await quiet();
    if (options.after) {
      await options.after(page);
      await quiet();
    }
    return { kib: bytes / 1024, files: [...urls.values()].map((seen) => new URL(seen).pathname) };
  } finally {
    await context.close();
  }
};
