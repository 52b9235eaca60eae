import { inMemoryRateLimiter } from './in-memory.rate-limiter.ts';
import { describeRateLimiterContract } from './rate-limiter.contract.ts';

// One shared map plays the storage that two "processes" share.
const shared = new Map<string, Map<string, number>>();
describeRateLimiterContract('in-memory rate limiter (test fake)', async () =>
  inMemoryRateLimiter(shared),
);
