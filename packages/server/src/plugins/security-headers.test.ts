import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createPaidAccount, createTestApp, type TestApp } from '../../test/test-app.ts';

/** The built page's one inline script (decision 0067: the last screen painted before the code). */
const inlineScript = 'paintAtStart(window, Date.now())';
const inlineScriptHash = `'sha256-${createHash('sha256').update(inlineScript).digest('base64')}'`;

describe('security headers (issue 12 item 9)', () => {
  let t: TestApp;
  let accessToken: string;

  beforeAll(async () => {
    // A built web app of one page, so the page's headers are tested whether or not the real one was built.
    const webDistDir = mkdtempSync(join(tmpdir(), 'psc-web-dist-'));
    writeFileSync(
      join(webDistDir, 'index.html'),
      `<!doctype html><title>PSC</title><script type="module" src="/assets/index.js"></script><div id="root"></div><script>${inlineScript}</script>`,
    );
    t = await createTestApp({ WEB_DIST_DIR: webDistDir }, { serveWebApp: true });
    accessToken = (await createPaidAccount(t)).admin.accessToken;
  });

  afterAll(async () => {
    await t.close();
  });

  it('keeps personal JSON out of every cache and lets an API reply load or frame nothing', async () => {
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(accessToken) });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    expect(me.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    );
    expect(me.headers['x-content-type-options']).toBe('nosniff');
    const refused = await t.app.inject({ method: 'GET', url: '/api/v1/users/me' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('leaves a revalidated reply its own caching', async () => {
    const currencies = await t.app.inject({
      method: 'GET',
      url: '/api/v1/currencies/',
      headers: bearer(accessToken),
    });
    expect(currencies.statusCode).toBe(200);
    expect(currencies.headers.etag).toBeDefined();
    expect(currencies.headers['cache-control']).toBe('private, no-cache');
  });

  it('gives the web app a Content-Security-Policy: own scripts, its own inline one by hash, no framing, no plugins', async () => {
    for (const url of ['/', '/calculators/new', '/login?rpp=x']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      const policy = Object.fromEntries(
        String(page.headers['content-security-policy'])
          .split('; ')
          .map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1).join(' ')]),
      );
      expect(policy['default-src'], url).toBe("'self'");
      expect(policy['script-src'], url).toBe(`'self' ${inlineScriptHash} https://js.stripe.com`);
      expect(policy['object-src'], url).toBe("'none'");
      expect(policy['frame-ancestors'], url).toBe("'none'");
      expect(policy['base-uri'], url).toBe("'self'");
      expect(page.headers['x-frame-options'], url).toBe('DENY');
    }
  });
});
