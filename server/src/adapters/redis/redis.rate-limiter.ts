// Fixed-window counters in Redis, shared by every process using that server. One hash per key holds,
// per window length, the count and the window it belongs to, so reset() is a single DEL and stale
// windows are overwritten instead of piling up. A Lua script makes each hit atomic.
import { Redis } from 'ioredis';
import { decide, windowStartOf } from '../../domain/rate-limit/rate-limit.rules.ts';
import type { RateLimiter } from '../../ports/system/rate-limiter.ts';

export const DEFAULT_REDIS_RATE_LIMIT_PREFIX = 'shop:rl:';

export interface RedisRateLimiterOptions {
  /** Namespace for this shop's keys on a shared Redis. */
  readonly keyPrefix?: string;
}

// KEYS[1] the key's hash; ARGV[1] window seconds (the count's field), ARGV[2] window start in ms,
// ARGV[3] ms until that window ends. A caller whose clock lags behind another process's counts into the
// newer window rather than restarting an old one. Returns {hits, window start}.
const HIT_SCRIPT = `
local startField = ARGV[1] .. '@'
local start = tonumber(redis.call('HGET', KEYS[1], startField))
if start == nil or start < tonumber(ARGV[2]) then
  redis.call('HSET', KEYS[1], startField, ARGV[2], ARGV[1], 0)
  start = tonumber(ARGV[2])
end
local hits = redis.call('HINCRBY', KEYS[1], ARGV[1], 1)
local ttl = tonumber(ARGV[3])
if redis.call('PTTL', KEYS[1]) < ttl then
  redis.call('PEXPIRE', KEYS[1], ttl)
end
return {hits, start}
`;

export function redisRateLimiter(redis: Redis, options: RedisRateLimiterOptions = {}): RateLimiter {
  const prefix = options.keyPrefix ?? DEFAULT_REDIS_RATE_LIMIT_PREFIX;
  return {
    async hit(key, rule, now) {
      const windowStart = windowStartOf(now, rule.windowSeconds);
      const windowEnd = windowStart.getTime() + rule.windowSeconds * 1000;
      const reply = await redis.eval(
        HIT_SCRIPT,
        1,
        prefix + key,
        rule.windowSeconds,
        windowStart.getTime(),
        Math.max(1, windowEnd - now.getTime()),
      );
      const { hits, startMs } = decodeHitReply(reply);
      return decide(hits, rule, new Date(startMs), now);
    },

    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

function decodeHitReply(reply: unknown): { hits: number; startMs: number } {
  if (Array.isArray(reply) && reply.length === 2) {
    const hits = Number(reply[0]);
    const startMs = Number(reply[1]);
    if (Number.isSafeInteger(hits) && Number.isSafeInteger(startMs)) return { hits, startMs };
  }
  throw new Error(`unexpected reply from the rate limit script: ${JSON.stringify(reply)}`);
}

export interface RedisRateLimiterHandle {
  readonly limiter: RateLimiter;
  close(): Promise<void>;
}

/** Connects before resolving, so a wrong REDIS_URL stops start-up instead of failing logins later. */
export async function createRedisRateLimiter(
  url: string,
  options: RedisRateLimiterOptions & { readonly onError?: (error: Error) => void } = {},
): Promise<RedisRateLimiterHandle> {
  const redis = new Redis(url, {
    lazyConnect: true,
    // A request waits for at most one reconnect attempt rather than hanging while Redis is down.
    maxRetriesPerRequest: 1,
  });
  // Without a listener ioredis prints every connection error; the caller decides where they go.
  redis.on('error', options.onError ?? (() => undefined));
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw error;
  }
  return {
    limiter: redisRateLimiter(redis, options),
    close: async () => {
      await redis.quit();
    },
  };
}
