import { expect, test } from '@playwright/test';
import { createAccount, readStoredSession, signInThroughLoginForm } from '../support/accounts.ts';

test('a token that expired while the app was closed is renewed before any screen uses it', async ({
  page,
  request,
}) => {
  await page.clock.install();
  const account = await createAccount(request, 'returning');
  await signInThroughLoginForm(page, account);
  const before = await readStoredSession(page);

  await page.goto('about:blank');
  await page.clock.fastForward('02:00:00');

  const apiAuthorizations: string[] = [];
  page.on('request', (candidate) => {
    if (new URL(candidate.url()).pathname.startsWith('/api/v1/'))
      apiAuthorizations.push(candidate.headers().authorization ?? '');
  });
  const refreshRequest = page.waitForRequest((candidate) =>
    (candidate.postData() ?? '').includes('grant_type=refresh_token'),
  );
  await page.goto('/profile');
  await refreshRequest;

  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByText('Eve Tester')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const after = await readStoredSession(page);
  expect(after.accessToken).not.toBe(before.accessToken);
  expect(apiAuthorizations.length).toBeGreaterThan(0);
  expect(apiAuthorizations).not.toContain(`Bearer ${before.accessToken}`);
});
