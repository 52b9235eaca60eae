import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  mayReload,
  RELOAD_GUARD_TTL_MS,
  reloadMarker,
} from '../../../src/domain/routing/reload-guard.rules';

const time = fc.integer({ min: 0, max: 1e12 });
const path = fc.stringMatching(/^\/[a-z/]{0,10}$/);

describe('page reload guard', () => {
  it('is kept for 10 s by default', () => {
    expect(RELOAD_GUARD_TTL_MS).toBe(10_000);
    fc.assert(
      fc.property(path, time, (p, now) => {
        expect(reloadMarker(p, now)).toEqual({ path: p, expiresAt: now + 10_000 });
      }),
    );
  });

  it('blocks a second reload of the same path until it expires', () => {
    fc.assert(
      fc.property(path, time, fc.integer({ min: 0, max: 30_000 }), (p, now, later) => {
        const marker = reloadMarker(p, now);
        expect(mayReload(marker, p, now + later)).toBe(later >= 10_000);
        expect(mayReload(marker, p, now + later, true)).toBe(true);
      }),
    );
  });

  it('never blocks another path, or when nothing was stored', () => {
    fc.assert(
      fc.property(path, path, time, (a, b, now) => {
        fc.pre(a !== b);
        expect(mayReload(reloadMarker(a, now), b, now)).toBe(true);
        expect(mayReload(null, a, now)).toBe(true);
      }),
    );
  });
});
