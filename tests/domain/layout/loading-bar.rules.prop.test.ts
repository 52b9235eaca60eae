import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  estimatedProgress,
  finishLoading,
  idleLoadingBar,
  LOADING_BAR_DEFAULTS,
  loadingBarView,
  settleLoadingBar,
  startLoading,
} from '../../../src/domain/layout/loading-bar.rules';

const time = fc.integer({ min: 0, max: 1e12 });
const span = fc.integer({ min: 0, max: 20_000 });

describe('loading bar', () => {
  it('has the spec defaults', () => {
    expect(LOADING_BAR_DEFAULTS).toEqual({
      throttleMs: 200,
      durationMs: 2000,
      hideDelayMs: 500,
      resetDelayMs: 400,
      heightPx: 5,
    });
  });

  it('estimates progress from 0, rising, never reaching 100', () => {
    fc.assert(
      fc.property(span, span, (a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        const p1 = estimatedProgress(early, 2000);
        const p2 = estimatedProgress(late, 2000);
        expect(p1).toBeGreaterThanOrEqual(0);
        expect(p2).toBeLessThan(100);
        expect(p2).toBeGreaterThanOrEqual(p1);
      }),
    );
    expect(estimatedProgress(0, 2000)).toBe(0);
  });

  it('stays hidden during the throttle, then shows rising progress', () => {
    fc.assert(
      fc.property(time, span, (startedAt, elapsed) => {
        const state = startLoading(idleLoadingBar, startedAt);
        const view = loadingBarView(state, startedAt + elapsed);
        if (elapsed < 200) expect(view).toEqual({ visible: false, progress: 0 });
        else {
          expect(view.visible).toBe(true);
          expect(view.progress).toBe(estimatedProgress(elapsed - 200, 2000));
        }
      }),
    );
  });

  it('a second start keeps the first start time', () => {
    fc.assert(
      fc.property(time, span, (startedAt, later) => {
        const state = startLoading(startLoading(idleLoadingBar, startedAt), startedAt + later);
        expect(state).toEqual({ phase: 'loading', startedAt });
      }),
    );
  });

  it('after a shown load: full for 500 ms, hidden, reset to 0 after 400 ms more, then idle', () => {
    fc.assert(
      fc.property(
        time,
        fc.integer({ min: 200, max: 20_000 }),
        span,
        (startedAt, duration, after) => {
          const finishedAt = startedAt + duration;
          const state = finishLoading(startLoading(idleLoadingBar, startedAt), finishedAt);
          const view = loadingBarView(state, finishedAt + after);
          if (after < 500) expect(view).toEqual({ visible: true, progress: 100 });
          else if (after < 900) expect(view).toEqual({ visible: false, progress: 100 });
          else expect(view).toEqual({ visible: false, progress: 0 });
          expect(settleLoadingBar(state, finishedAt + after)).toEqual(
            after >= 900 ? idleLoadingBar : state,
          );
        },
      ),
    );
  });

  it('walks through the finish with the default timings', () => {
    const state = finishLoading(startLoading(idleLoadingBar, 0), 1000);
    expect(loadingBarView(state, 1499)).toEqual({ visible: true, progress: 100 });
    expect(loadingBarView(state, 1500)).toEqual({ visible: false, progress: 100 });
    expect(loadingBarView(state, 1899)).toEqual({ visible: false, progress: 100 });
    expect(loadingBarView(state, 1900)).toEqual({ visible: false, progress: 0 });
  });

  it('a load that ends inside the throttle is never shown', () => {
    fc.assert(
      fc.property(time, fc.integer({ min: 0, max: 199 }), span, (startedAt, duration, after) => {
        const state = finishLoading(startLoading(idleLoadingBar, startedAt), startedAt + duration);
        expect(loadingBarView(state, startedAt + duration + after).visible).toBe(false);
      }),
    );
  });

  it('idle shows nothing and finishing an idle bar changes nothing', () => {
    fc.assert(
      fc.property(time, (now) => {
        expect(loadingBarView(idleLoadingBar, now)).toEqual({ visible: false, progress: 0 });
        expect(finishLoading(idleLoadingBar, now)).toBe(idleLoadingBar);
        expect(settleLoadingBar(idleLoadingBar, now)).toBe(idleLoadingBar);
      }),
    );
  });
});
