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
    ready: (page: Page) => Promise<unknown>;
    after?: (page: Page) => Promise<unknown>;
  },
): Promise<{ kib: number; files: string[] }> => {
  // The bench's phone screen: the pages a trader on a mobile link sees (My Calculators is a list there).
  const viewport = { width: 412, height: 823 };
  const context = await browser.newContext(
    options.storageState === undefined ? { viewport } : { viewport, storageState: options.storageState },
  );
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const urls = new Map<string, string>();
    let bytes = 0;
    cdp.on('Network.responseReceived', (event) => urls.set(event.requestId, event.response.url));
    cdp.on('Network.loadingFinished', (event) => {
      bytes += event.encodedDataLength;
    });
    await page.goto(url);
    await options.ready(page);
    await page.waitForLoadState('networkidle');
    if (options.after) {
      await options.after(page);
      await page.waitForLoadState('networkidle');
    }
    return { kib: bytes / 1024, files: [...urls.values()].map((seen) => new URL(seen).pathname) };
  } finally {
    await context.close();
  }
};
