import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createRedisRateLimiter,
  type RedisRateLimiterHandle,
} from '../../src/adapters/redis/redis.rate-limiter.ts';
import { describeRateLimiterContract } from './rate-limiter.contract.ts';

const url = process.env.TEST_REDIS_URL;
const skip = !url;
const suffix = skip ? ' (skipped: set TEST_REDIS_URL=redis://127.0.0.1:6379 to run)' : '';
// A prefix of this run's own, so parallel runs on one Redis never meet and cleanup finds only ours.
const keyPrefix = `shop:rl:test:${randomBytes(6).toString('hex')}:`;
const handles: RedisRateLimiterHandle[] = [];

async function open(): Promise<RedisRateLimiterHandle> {
  const handle = await createRedisRateLimiter(url ?? '', { keyPrefix });
  handles.push(handle);
  return handle;
}

afterAll(async () => {
  if (skip) return;
  const redis = new Redis(url);
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${keyPrefix}*`, 'COUNT', 500);
    if (keys.length > 0) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  await redis.quit();
  await Promise.all(handles.map((handle) => handle.close()));
});

describeRateLimiterContract(`Redis rate limiter${suffix}`, async () => (await open()).limiter, {
  skip,
});

describe.skipIf(skip)(`Redis rate limiter storage${suffix}`, () => {
  it('keeps one expiring hash per key under the configured prefix', async () => {
    const { limiter } = await open();
    const key = randomUUID();
    const now = new Date('2030-01-01T10:00:10.000Z');
    await limiter.hit(key, { limit: 3, windowSeconds: 60 }, now);
    await limiter.hit(key, { limit: 3, windowSeconds: 3600 }, now);
    const redis = new Redis(url ?? '');
    try {
      expect(await redis.hgetall(`${keyPrefix}${key}`)).toEqual({
        '60': '1',
        '60@': String(Date.parse('2030-01-01T10:00:00.000Z')),
        '3600': '1',
        '3600@': String(Date.parse('2030-01-01T10:00:00.000Z')),
      });
      // Lives until its longest window ends (3590 s from 10:00:10), not forever.
      const ttl = await redis.pttl(`${keyPrefix}${key}`);
      expect(ttl).toBeGreaterThan(3_590_000 - 5_000);
      expect(ttl).toBeLessThanOrEqual(3_590_000);
    } finally {
      await redis.quit();
    }
  });

  it('refuses to start with an unreachable Redis', async () => {
    await expect(createRedisRateLimiter('redis://127.0.0.1:1')).rejects.toThrow();
  });
});
