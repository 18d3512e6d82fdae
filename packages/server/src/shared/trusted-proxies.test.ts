import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { createTestApp } from '../../test/test-app.ts';
import { parseTrustedProxies } from './trusted-proxies.ts';

/** Issue 46 item 7 (decision 0087): whom PSC believes about a request's client address and scheme. */
describe('TRUST_PROXY', () => {
  it.each([
    ['', false],
    ['false', false],
    ['0', false],
    ['1', { hops: 1 }],
    ['2', { hops: 2 }],
    ['10.0.0.0/8', { addresses: ['10.0.0.0/8'] }],
    ['10.0.0.5, 192.168.1.0/24,fd00::/8', { addresses: ['10.0.0.5', '192.168.1.0/24', 'fd00::/8'] }],
    ['loopback,uniquelocal', { addresses: ['loopback', 'uniquelocal'] }],
  ])('reads %j', (value, expected) => {
    expect(parseTrustedProxies(value)).toEqual(expected);
  });

  it.each(['true', 'TRUE', 'yes', 'proxy.internal', '10.0.0.0/33', '10.0.0.0/8/1', '1.2.3', '99'])(
    'refuses %j at start, naming the fix',
    (value) => {
      const start = () => loadConfig({ TRUST_PROXY: value });
      expect(start).toThrow(ConfigError);
      expect(start).toThrow(/TRUST_PROXY: .*set TRUST_PROXY to the number of proxies in front of PSC/);
    },
  );

  const clientAddressSeen = async (trustProxy: string, remoteAddress: string, forwardedFor: string) => {
    const t = await createTestApp(
      { TRUST_PROXY: trustProxy },
      {
        extraRoutes: [
          async (app) => {
            app.get('/test/address', async (request) => ({ ip: request.ip, protocol: request.protocol }));
          },
        ],
      },
    );
    try {
      const reply = await t.app.inject({
        method: 'GET',
        url: '/test/address',
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'https' },
      });
      return {
        ...reply.json<{ ip: string; protocol: string }>(),
        hsts: reply.headers['strict-transport-security'],
      };
    } finally {
      await t.close();
    }
  };

  it('takes the address the trusted proxy saw, never one the client wrote before it', async () => {
    // A proxy that appends (HAProxy's `option forwardfor`, nginx's $proxy_add_x_forwarded_for): the client's own
    // value comes first, the address the proxy saw last.
    expect(await clientAddressSeen('1', '10.0.0.2', '198.51.100.7, 203.0.113.9')).toEqual({
      ip: '203.0.113.9',
      protocol: 'https',
      hsts: 'max-age=31536000; includeSubDomains',
    });
    expect(await clientAddressSeen('10.0.0.0/8', '10.0.0.2', '198.51.100.7, 203.0.113.9')).toMatchObject({
      ip: '203.0.113.9',
      protocol: 'https',
    });
    // A client that reaches the instance without going through a listed proxy is its own address, and its
    // X-Forwarded-Proto is not believed either.
    expect(await clientAddressSeen('10.0.0.0/8', '203.0.113.50', '198.51.100.7')).toEqual({
      ip: '203.0.113.50',
      protocol: 'http',
      hsts: undefined,
    });
    expect(await clientAddressSeen('false', '10.0.0.2', '198.51.100.7')).toEqual({
      ip: '10.0.0.2',
      protocol: 'http',
      hsts: undefined,
    });
  });
});
