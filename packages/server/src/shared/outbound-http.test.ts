import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrivateAddress, OutboundRefusal, postJson } from './outbound-http.ts';

describe('isPrivateAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.0.0.1', true],
    ['172.31.255.255', true],
    ['172.32.0.1', false],
    ['192.168.0.1', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['100.128.0.1', false],
    ['0.0.0.0', true],
    ['::1', true],
    ['::', true],
    ['fd00::1', true],
    ['fe80::1', true],
    ['::ffff:10.0.0.1', true],
    ['::ffff:8.8.8.8', false],
    ['8.8.8.8', false],
    ['2606:4700::1111', false],
    ['not an address', true],
  ])('%s → %s', (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });
});

describe('postJson at delivery time (DNS rebinding)', () => {
  let port = 0;
  const hits: string[] = [];
  const server = createServer((request, response) => {
    hits.push(request.url ?? '');
    response.end('ok');
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const strict = { allowPrivateTargets: false, timeoutMs: 2_000 };

  it('never connects to a host name that now resolves to a private address', async () => {
    // localhost passes no registration check, but a name registered while public could resolve here later.
    await expect(postJson(`https://localhost:${port}/x`, {}, {}, strict)).rejects.toThrow(
      'localhost resolves to a private address',
    );
    await expect(postJson(`https://127.0.0.1:${port}/x`, {}, {}, strict)).rejects.toBeInstanceOf(
      OutboundRefusal,
    );
    await expect(postJson(`http://localhost:${port}/x`, {}, {}, strict)).rejects.toThrow(
      'The URL must start with https://',
    );
    expect(hits).toEqual([]);
  });

  it('reaches a local server only under the test setting', async () => {
    const reply = await postJson(
      `http://127.0.0.1:${port}/y`,
      { a: 1 },
      {},
      { ...strict, allowPrivateTargets: true },
    );
    expect(reply).toMatchObject({ status: 200, body: 'ok' });
    expect(hits).toEqual(['/y']);
  });
});
