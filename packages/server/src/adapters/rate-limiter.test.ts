import { randomUUID } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '@psc/core/shared/app-error';
import { startOwnRedis } from '../../test/own-services.ts';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limiter.ts';

// Redis runs on every machine of this project and in CI; REDIS_URL points elsewhere when set.
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('rate limiters', () => {
  const namespace = `psc-test-${randomUUID()}`;
  const instanceA = createRedisRateLimiter(redisUrl, namespace);
  const instanceB = createRedisRateLimiter(redisUrl, namespace);
  afterAll(async () => {
    await instanceA.close();
    await instanceB.close();
  });

  it('share one limit across server instances through Redis', async () => {
    const results = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      results.push(
        await (attempt % 2 === 0 ? instanceA : instanceB).hit('login:account:shared@test.example', 4, 60),
      );
    }
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, true, false, false]);
    expect(results[5]?.retryAfterSeconds).toBeGreaterThan(0);
    expect(results[5]?.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('count concurrent hits exactly once each in Redis', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) => (index % 2 ? instanceA : instanceB).hit('burst', 10, 60)),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(10);
  });

  it('in memory, open a new window after the old one ends', async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter(() => now);
    expect((await limiter.hit('k', 1, 10)).allowed).toBe(true);
    expect((await limiter.hit('k', 1, 10)).allowed).toBe(false);
    now = 10_001;
    expect((await limiter.hit('k', 1, 10)).allowed).toBe(true);
    await limiter.reset('k');
    expect((await limiter.hit('k', 1, 10)).count).toBe(1);
  });
});

/** The names of the commands in a chunk of RESP arrays (`*2\r\n$3\r\nGET\r\n$1\r\nk\r\n` → GET). */
const commandNames = (chunk: string): string[] => {
  const lines = chunk.split('\r\n');
  const names: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const count = /^\*(\d+)$/.exec(lines[index] ?? '');
    if (!count) continue;
    names.push((lines[index + 2] ?? '').toUpperCase());
    index += 2 * Number(count[1]);
  }
  return names;
};

/**
 * A TCP server where Redis should be that answers no command, or only the client's hand-shake (CLIENT SETINFO and
 * the INFO ready check) and then nothing: a hung or paused Redis, or a firewall swallowing the packets. It records
 * the commands it received.
 */
const silentRedis = async (answerHandshake: boolean) => {
  const received: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('data', (chunk) => {
      for (const name of commandNames(chunk.toString())) {
        received.push(name);
        if (!answerHandshake) continue;
        if (name === 'CLIENT') socket.write('+OK\r\n');
        if (name === 'INFO') {
          const info = '# Server\r\nredis_version:7.0.0\r\nloading:0\r\n';
          socket.write(`$${Buffer.byteLength(info)}\r\n${info}\r\n`);
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `redis://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    received,
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
};

const refusal = (limiter: RateLimiter) =>
  limiter.hit('login:ip:198.51.100.7', 10, 60).then(
    () => 'counted',
    (error: unknown) => (error instanceof AppError ? error.code : String(error)),
  );

/** Issue 46 item 9 (review F5): without Redis, a call needing it answers 503 at once instead of after about 6 s. */
describe('Redis out of reach', () => {
  it('a Redis that never answers: the attempt is refused (503) without waiting in a queue for it', async () => {
    const silent = await silentRedis(false);
    const limiter = createRedisRateLimiter(silent.url, `psc-test-${randomUUID()}`);
    try {
      // With an offline queue the command would wait, unsent, for a ready check that never comes.
      expect(await refusal(limiter)).toBe('UNAVAILABLE');
      expect(silent.received).not.toContain('EVAL');
    } finally {
      await limiter.close();
      silent.close();
    }
  });

  it('a Redis that stops answering once connected: the command is given up, not awaited for ever', async () => {
    const silent = await silentRedis(true);
    const limiter = createRedisRateLimiter(silent.url, `psc-test-${randomUUID()}`);
    try {
      expect(await refusal(limiter)).toBe('UNAVAILABLE');
      expect(silent.received).toContain('EVAL');
    } finally {
      await limiter.close();
      silent.close();
    }
  });

  it('a Redis that went down: every attempt is refused with a 503', async () => {
    const redis = await startOwnRedis();
    const limiter = createRedisRateLimiter(redis.url, `psc-test-${randomUUID()}`);
    try {
      expect(await refusal(limiter)).toBe('counted');
      await redis.stop();
      const refusals = await Promise.all(Array.from({ length: 5 }, () => refusal(limiter)));
      expect(refusals).toEqual(Array(5).fill('UNAVAILABLE'));
    } finally {
      await limiter.close();
    }
  });
});
