import { expect, test } from '@playwright/test';
import { coldLoadKiB } from '../support/transferred-bytes.ts';

const signInCode = /\/assets\/sign-in-flow-[\w-]+\.js$/;

// Issue 18: the login page, with the captcha widget (on, as `npm start` has it) and the sign-in code a user needs
// before the first click, in at most 200 KiB transferred, cold cache.
test('the login page with its captcha and sign-in code stays within 200 KiB', async ({
  browser,
  baseURL,
}) => {
  const { kib, files } = await coldLoadKiB(browser, `${baseURL}/login`, {
    ready: (page) => page.getByRole('button', { name: 'Login' }).waitFor(),
    // Typing fetches the sign-in code.
    after: (page) =>
      Promise.all([
        page.waitForResponse((response) => signInCode.test(new URL(response.url()).pathname)),
        page.getByRole('textbox', { name: 'Username' }).pressSequentially('a'),
      ]),
  });
  expect(
    files.some((file) => /\/assets\/altcha-[\w-]+\.js$/.test(file)),
    'the captcha widget',
  ).toBe(true);
  expect(
    files.some((file) => signInCode.test(file)),
    'the sign-in code',
  ).toBe(true);
  expect(kib).toBeGreaterThan(50);
  expect(kib).toBeLessThanOrEqual(200);
});
