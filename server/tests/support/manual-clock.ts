import type { Clock } from '../../src/ports/system/clock.ts';

/** A clock the test moves by hand (lockout cooldowns, code expiry) instead of sleeping. */
export function manualClock(start = new Date()): Clock & { advance(seconds: number): void } {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (seconds) => {
      now += seconds * 1000;
    },
  };
}
