import type { Page } from '@playwright/test';

/**
 * Collects what the page's Content-Security-Policy refused (Chromium reports each refusal on the console), so a
 * journey can assert that the policy the server sends lets the app work (issue 12 item 9).
 */
export const collectCspRefusals = (page: Page): string[] => {
  const refusals: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy/i.test(text)) refusals.push(text);
  });
  return refusals;
};
