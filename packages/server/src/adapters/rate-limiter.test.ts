import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter, createRedisRateLimiter } from './rate-limiter.ts';

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
