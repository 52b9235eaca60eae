import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Breadcrumb } from '../../../src/domain/monitoring/breadcrumbs';
import {
  addBreadcrumb,
  emptyTrail,
  limitStackFrames,
  MAX_BREADCRUMBS,
  MAX_STACK_FRAMES,
} from '../../../src/domain/monitoring/breadcrumbs.rules';

const anyCrumb: fc.Arbitrary<Breadcrumb> = fc.record({
  timestamp: fc.nat(),
  category: fc.constantFrom('navigation', 'http', 'ui'),
  message: fc.string({ maxLength: 10 }),
});

describe('error reporting', () => {
  it('keeps 100 breadcrumbs and 50 stack frames by default', () => {
    expect(MAX_BREADCRUMBS).toBe(100);
    expect(MAX_STACK_FRAMES).toBe(50);
    expect(emptyTrail()).toEqual({ capacity: 100, items: [] });
  });

  it('the trail holds the last breadcrumbs, oldest first, never more than its capacity', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 }),
        fc.array(anyCrumb, { maxLength: 30 }),
        (capacity, crumbs) => {
          const trail = crumbs.reduce(addBreadcrumb, emptyTrail(capacity));
          expect(trail.items).toEqual(crumbs.slice(Math.max(0, crumbs.length - capacity)));
          expect(trail.items.length).toBeLessThanOrEqual(capacity);
        },
      ),
    );
  });

  it('a report keeps at most the first 50 frames', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string(), { maxLength: 120 }),
        fc.integer({ min: -5, max: 80 }),
        (frames, max) => {
          expect(limitStackFrames(frames)).toEqual(frames.slice(0, 50));
          expect(limitStackFrames(frames, max)).toEqual(frames.slice(0, Math.max(0, max)));
        },
      ),
    );
  });
});
