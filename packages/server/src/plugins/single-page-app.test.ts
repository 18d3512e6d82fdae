import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The web app as the build leaves it (packages/web/scripts/compress-dist.mjs): each text asset with a .br and a .gz
// beside it, the source maps moved out. A stray map in the served directory must still never reach a browser.

const script = `console.log(${JSON.stringify('PSC '.repeat(600))});`;
const page = `<!doctype html><html><body>${'<div>PSC</div>'.repeat(200)}<script src="/assets/app-abc123.js"></script></body></html>`;
let t: TestApp;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'psc-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  const write = (file: string, content: string) => {
    writeFileSync(join(dist, file), content);
    writeFileSync(join(dist, `${file}.br`), brotliCompressSync(content));
    writeFileSync(join(dist, `${file}.gz`), gzipSync(content));
  };
  write('index.html', page);
  write('operations.html', '<!doctype html><html><head><title>PSC Operations</title></head></html>');
  write('assets/app-abc123.js', script);
  writeFileSync(join(dist, 'assets/app-abc123.js.map'), '{"version":3}');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ WEB_DIST_DIR: dist }, { serveWebApp: true });
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('the web app’s files', () => {
  it('are sent Brotli-compressed to a browser that accepts it, gzip to one that accepts only gzip', async () => {
    const brotli = await get('/assets/app-abc123.js', 'gzip, deflate, br, zstd');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Never revalidated, so no validators: fewer bytes on each of a page's files.
    expect(brotli.headers.etag).toBeUndefined();
    expect(brotli.headers['last-modified']).toBeUndefined();
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
    expect(brotli.rawPayload.length).toBeLessThan(script.length / 10);

    const gzip = await get('/assets/app-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const identity = await get('/assets/app-abc123.js');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toMatch(/accept-encoding/i);
    expect(identity.body).toBe(script);
  });

  it('answer every client-side URL with the compressed index.html, revalidated on each visit', async () => {
    for (const url of ['/', '/calculators', '/account/details']) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers.etag, url).toBeDefined();
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(page);
    }
  });

  it('serve a small file without a compressed copy as it is', async () => {
    const response = await get('/favicon.svg', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('never include a source map, even one left in the served directory', async () => {
    for (const url of [
      '/assets/app-abc123.js.map',
      '/assets/app-abc123.js.map?x=1',
      '/assets/missing.js.map',
    ]) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('"version"');
    }
  });
});

describe('the operations console', () => {
  it('is its own page at every /ops address, and no trader address gets it (issue 50)', async () => {
    for (const url of ['/ops', '/ops/market', '/ops/join/abc', '/ops/accounts/1?tab=2'])
      expect((await get(url)).body, url).toContain('PSC Operations');
    for (const url of ['/', '/calculators', '/opsx', '/operations'])
      expect((await get(url)).body, url).not.toContain('PSC Operations');
  });
});
