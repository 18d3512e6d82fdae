import Fastify, { type FastifyServerOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestIdFrom } from './request-id.ts';

// Issue 46 item 4: a request's id is the X-Request-Id of a trusted proxy, else a fresh UUID. Fastify itself calls
// genReqId here, with the peer address light-my-request gives the socket.

const idOf = async (
  trustProxy: Parameters<typeof requestIdFrom>[0],
  remoteAddress: string,
  header: string | undefined,
) => {
  // Fastify takes a hop count, though its type does not say so.
  const app = Fastify({
    trustProxy: trustProxy as FastifyServerOptions['trustProxy'],
    genReqId: requestIdFrom(trustProxy),
  });
  app.get('/', async (request) => ({ id: request.id }));
  const reply = await app.inject({
    url: '/',
    remoteAddress,
    headers: header === undefined ? {} : { 'x-request-id': header },
  });
  await app.close();
  return reply.json<{ id: string }>().id;
};

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('takes the header from a trusted proxy: a hop count, a list of addresses or CIDRs', async () => {
    expect(await idOf(1, '10.0.0.5', 'haproxy-0A00-1')).toBe('haproxy-0A00-1');
    // deploy/haproxy.cfg's unique-id-format.
    expect(await idOf(1, '10.0.0.5', 'C0A80002:D431_AC120005:01BB_692B1E5F_0001:8')).toBe(
      'C0A80002:D431_AC120005:01BB_692B1E5F_0001:8',
    );
    expect(await idOf('10.0.0.0/8, 192.168.1.1', '10.0.0.5', 'abc-123')).toBe('abc-123');
    expect(await idOf(['192.168.1.1'], '192.168.1.1', 'abc-123')).toBe('abc-123');
  });

  it("ignores a client's own header: with no trusted proxy, or from a peer not in the list", async () => {
    expect(await idOf(false, '10.0.0.5', 'abc-123')).toMatch(uuid);
    expect(await idOf(undefined, '10.0.0.5', 'abc-123')).toMatch(uuid);
    expect(await idOf('10.0.0.0/8', '203.0.113.9', 'abc-123')).toMatch(uuid);
  });

  it('refuses a header a log could misread, and makes a fresh id for each request without one', async () => {
    expect(await idOf(1, '10.0.0.5', 'two words')).toMatch(uuid);
    expect(await idOf(1, '10.0.0.5', 'x'.repeat(129))).toMatch(uuid);
    const first = await idOf(1, '10.0.0.5', undefined);
    expect(first).toMatch(uuid);
    expect(await idOf(1, '10.0.0.5', undefined)).not.toBe(first);
  });
});
