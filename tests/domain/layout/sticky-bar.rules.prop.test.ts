import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StickyBarEvent, StickyBarState } from '../../../src/domain/layout/sticky-bar';
import {
  HEADER_HEIGHT_PX,
  headerSlide,
  initialStickyBar,
  isStickyBarVisible,
  stickyBarReducer,
  stickyBarThreshold,
} from '../../../src/domain/layout/sticky-bar.rules';

const height = fc.integer({ min: 0, max: 300 });
const anyEvent: fc.Arbitrary<StickyBarEvent> = fc.oneof(
  fc.integer({ min: -50, max: 5000 }).map((scrollY) => ({ type: 'scrolled' as const, scrollY })),
  height.map((barHeight) => ({ type: 'measured' as const, barHeight })),
  fc.boolean().map((visible) => ({ type: 'product-bar-visibility-changed' as const, visible })),
);
const anyState: fc.Arbitrary<StickyBarState> = fc.record({
  lastScrollY: fc.nat({ max: 5000 }),
  hiddenByScroll: fc.boolean(),
  productBarVisible: fc.boolean(),
  barHeight: height,
});

describe('sticky promo bar', () => {
  it('hides at bar height + header height (90) + 50 by default', () => {
    expect(HEADER_HEIGHT_PX).toBe(90);
    fc.assert(
      fc.property(height, height, height, (bar, header, extra) => {
        expect(stickyBarThreshold(bar)).toBe(bar + 90 + 50);
        expect(stickyBarThreshold(bar, header, extra)).toBe(bar + header + extra);
      }),
    );
  });

  it('scrolling down to at least the threshold hides it; scrolling up shows it again', () => {
    fc.assert(
      fc.property(anyState, fc.integer({ min: -50, max: 5000 }), (state, scrollY) => {
        const next = stickyBarReducer(state, { type: 'scrolled', scrollY });
        const y = Math.max(0, scrollY);
        const threshold = stickyBarThreshold(state.barHeight);
        expect(next.lastScrollY).toBe(y);
        if (y > state.lastScrollY && y >= threshold) expect(next.hiddenByScroll).toBe(true);
        else if (y < state.lastScrollY) expect(next.hiddenByScroll).toBe(false);
        else expect(next.hiddenByScroll).toBe(state.hiddenByScroll);
      }),
    );
  });

  it('takes a custom extra distance', () => {
    const state = { ...initialStickyBar, barHeight: 40 };
    expect(stickyBarReducer(state, { type: 'scrolled', scrollY: 140 }, 10).hiddenByScroll).toBe(
      true,
    );
    expect(stickyBarReducer(state, { type: 'scrolled', scrollY: 140 }).hiddenByScroll).toBe(false);
  });

  it('is visible only when enabled, not scrolled away and the product bar is not showing', () => {
    fc.assert(
      fc.property(fc.array(anyEvent, { maxLength: 30 }), fc.boolean(), (events, enabled) => {
        const state = events.reduce(
          (current, event) => stickyBarReducer(current, event),
          initialStickyBar,
        );
        expect(isStickyBarVisible(state, enabled)).toBe(
          enabled && !state.hiddenByScroll && !state.productBarVisible,
        );
        const lastProductEvent = events
          .filter((e) => e.type === 'product-bar-visibility-changed')
          .pop();
        expect(state.productBarVisible).toBe(lastProductEvent?.visible ?? false);
        const lastMeasure = events.filter((e) => e.type === 'measured').pop();
        expect(state.barHeight).toBe(lastMeasure?.barHeight ?? 0);
      }),
    );
  });

  it('never hides while the page is above the threshold', () => {
    fc.assert(
      fc.property(
        height,
        fc.array(fc.integer({ min: 0, max: 139 }), { maxLength: 20 }),
        (barHeight, positions) => {
          const start = stickyBarReducer(initialStickyBar, { type: 'measured', barHeight });
          const state = positions.reduce(
            (current, scrollY) => stickyBarReducer(current, { type: 'scrolled', scrollY }),
            start,
          );
          expect(state.hiddenByScroll).toBe(false);
        },
      ),
    );
  });

  it('slides the header up by exactly the bar height while an enabled bar is hidden, else not at all', () => {
    fc.assert(
      fc.property(anyState, fc.boolean(), (state, enabled) => {
        const slide = headerSlide(state, enabled);
        const hidden = enabled && !isStickyBarVisible(state, enabled);
        expect(slide).toBe(hidden ? state.barHeight : 0);
        expect(slide).toBeGreaterThanOrEqual(0);
      }),
    );
    const hiddenByScroll = { ...initialStickyBar, barHeight: 40, hiddenByScroll: true };
    expect(headerSlide(hiddenByScroll, true)).toBe(40);
    expect(headerSlide(hiddenByScroll, false)).toBe(0);
    expect(headerSlide({ ...hiddenByScroll, hiddenByScroll: false }, true)).toBe(0);
  });
});
