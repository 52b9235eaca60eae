import type { Clock } from '../../ports/system/clock.ts';

export const systemClock: Clock = { now: () => new Date() };
