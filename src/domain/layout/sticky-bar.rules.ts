import type { StickyBarEvent, StickyBarState } from './sticky-bar';

export const HEADER_HEIGHT_PX = 90;
/** The default extra distance, beyond bar and header, before scrolling hides the bar. */
export const STICKY_BAR_EXTRA_OFFSET_PX = 50;

/** Bar height plus header height plus the extra (50 unless told otherwise). */
export const stickyBarThreshold = (
  barHeight: number,
  headerHeight: number = HEADER_HEIGHT_PX,
  extra: number = STICKY_BAR_EXTRA_OFFSET_PX,
): number => barHeight + headerHeight + extra;

export const initialStickyBar: StickyBarState = {
  lastScrollY: 0,
  hiddenByScroll: false,
  productBarVisible: false,
  barHeight: 0,
};

/**
 * Scrolling down to at least the threshold hides the bar; any scroll up shows it again; an event
 * that does not move (or moves down while still above the threshold) changes nothing.
 * Negative positions (overscroll bounce on touch devices) count as the top.
 */
export const stickyBarReducer = (
  state: StickyBarState,
  event: StickyBarEvent,
  extra: number = STICKY_BAR_EXTRA_OFFSET_PX,
): StickyBarState => {
  switch (event.type) {
    case 'measured':
      return { ...state, barHeight: Math.max(0, event.barHeight) };
    case 'product-bar-visibility-changed':
      return { ...state, productBarVisible: event.visible };
    case 'scrolled': {
      const scrollY = Math.max(0, event.scrollY);
      const threshold = stickyBarThreshold(state.barHeight, HEADER_HEIGHT_PX, extra);
      const hiddenByScroll =
        scrollY > state.lastScrollY && scrollY >= threshold
          ? true
          : scrollY < state.lastScrollY
            ? false
            : state.hiddenByScroll;
      return { ...state, lastScrollY: scrollY, hiddenByScroll };
    }
  }
};

/** Shown only when enabled, not scrolled away, and not covered by the product sticky bar. */
export const isStickyBarVisible = (state: StickyBarState, isEnabled: boolean): boolean =>
  isEnabled && !state.hiddenByScroll && !state.productBarVisible;

/**
 * How far the header slides up (px) so that a hidden bar leaves the screen: its measured height
 * when hidden, 0 when shown or not there at all. The header slides instead of the bar collapsing,
 * so hiding it never moves the page under the reader's finger (no layout shift while scrolling).
 */
export const headerSlide = (state: StickyBarState, isEnabled: boolean): number =>
  isEnabled && !isStickyBarVisible(state, isEnabled) ? state.barHeight : 0;
