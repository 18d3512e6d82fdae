import { expect, test } from '@playwright/test';
import { signInThroughLoginForm } from '../support/accounts.ts';

// Decision 0155: the app's React code runs on Preact's renderer, which hands a wait (a part's code, a screen's words)
// that no boundary catches to the window as an uncaught error, where React would have waited. Each signed-in screen
// and each account tab, opened as a page and drawn to its end, lets nothing escape.
const admin = { email: 'admin@demo-team.example', password: 'Demo-Team-2026!' };

const screens = [
  '/',
  '/calculators',
  '/account',
  '/account?tab=users',
  '/account?tab=invoices',
  '/account?tab=info',
  '/account?tab=pm',
  '/profile',
  '/alerts',
  '/quotes',
  '/matrices',
  '/destinations',
];

test('no signed-in screen lets an error or a wait escape to the window', async ({ page }) => {
  const escaped: string[] = [];
  page.on('pageerror', (error) => escaped.push(`${page.url()}: ${error.message}`));
  await signInThroughLoginForm(page, admin);
  for (const path of screens) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // The parts that load after the first paint have come by now; a wait none caught would have been reported.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  }
  expect(escaped).toEqual([]);
});
