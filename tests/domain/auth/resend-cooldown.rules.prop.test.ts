import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cooldownNotice,
  cooldownSecondsLeft,
} from '../../../src/domain/auth/resend-cooldown.rules';

describe('cooldownSecondsLeft', () => {
  it('is 0 with no cooldown or once it has passed', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (now, past) => {
        expect(cooldownSecondsLeft(null, now)).toBe(0);
        expect(cooldownSecondsLeft(now - past, now)).toBe(0);
      }),
    );
  });

  it('rounds the wait up to whole seconds, never showing 0 while it runs', () => {
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 1, max: 10_000_000 }), (now, waitMs) => {
        const seconds = cooldownSecondsLeft(now + waitMs, now);
        expect(seconds).toBeGreaterThanOrEqual(1);
        expect(seconds * 1000).toBeGreaterThanOrEqual(waitMs);
        expect((seconds - 1) * 1000).toBeLessThan(waitMs);
      }),
    );
  });
});

describe('cooldownNotice', () => {
  it('names the seconds left', () => {
    expect(cooldownNotice(1)).toBe('You can request another e-mail in 1 second.');
    expect(cooldownNotice(42)).toBe('You can request another e-mail in 42 seconds.');
  });
});
