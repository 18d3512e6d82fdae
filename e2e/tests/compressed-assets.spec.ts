import { expect, test, type Response } from '@playwright/test';

// Issue 18 item 1 on the real build: every script, style sheet and the page itself reach Chromium compressed
// (Brotli, which it accepts), hashed files are cached for a year, and no source map is reachable or referenced.

test('the login page arrives compressed, with long-lived hashed assets and no source maps', async ({
  page,
  request,
}) => {
  const seen: Response[] = [];
  page.on('response', (response) => {
    if (['document', 'script', 'stylesheet'].includes(response.request().resourceType())) seen.push(response);
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const responses = await Promise.all(
    seen.map(async (response) => ({
      url: response.url(),
      type: response.request().resourceType(),
      encoding: response.headers()['content-encoding'],
      cacheControl: response.headers()['cache-control'],
      bytes: (await response.body()).length,
    })),
  );

  const scripts = responses.filter((response) => response.type === 'script');
  expect(scripts.length).toBeGreaterThan(0);
  for (const response of responses) {
    // A file of a few dozen bytes would come out larger compressed; the build sends those as they are.
    if (response.bytes >= 128) expect(response.encoding, response.url).toBe('br');
    if (response.type !== 'document')
      expect(response.cacheControl, response.url).toBe('public, max-age=31536000, immutable');
  }
  expect(responses.find((response) => response.type === 'document')?.cacheControl).toBe('no-cache');

  for (const script of scripts) {
    const body = await (await request.get(script.url)).text();
    expect(body, script.url).not.toContain('sourceMappingURL');
    expect((await request.get(`${script.url}.map`)).status(), `${script.url}.map`).toBe(404);
  }
  // A client that accepts only gzip gets gzip.
  const gzip = await request.get(scripts[0]?.url ?? '/', { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  expect(gzip.headers().vary).toMatch(/accept-encoding/i);
});
