import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../support/manual.clock';
import { LoadingBarService } from '../../../src/application/layout/loading-bar.service';
import { LOADING_BAR_DEFAULTS } from '../../../src/domain/layout/loading-bar.rules';
import { current } from '../../support/observed';

const setup = () => {
  const clock = new ManualClock();
  return { clock, bar: new LoadingBarService(clock, clock) };
};

describe('LoadingBarService', () => {
  it('never shows the bar for a navigation shorter than the throttle', () => {
    const { clock, bar } = setup();
    bar.start();
    clock.advance(LOADING_BAR_DEFAULTS.throttleMs - 50);
    expect(current(bar.view$).visible).toBe(false);
    bar.finish();
    clock.advance(2000);
    expect(current(bar.view$)).toEqual({ visible: false, progress: 0 });
    expect(clock.pendingTasks).toBe(0);
  });

  it('shows growing progress during a slow navigation, then fills, hides and resets', () => {
    const { clock, bar } = setup();
    bar.start();
    clock.advance(600);
    const early = current(bar.view$);
    clock.advance(1500);
    const later = current(bar.view$);
    expect(early.visible).toBe(true);
    expect(later.progress).toBeGreaterThan(early.progress);
    expect(later.progress).toBeLessThan(100);

    bar.finish();
    expect(current(bar.view$)).toEqual({ visible: true, progress: 100 });
    clock.advance(LOADING_BAR_DEFAULTS.hideDelayMs + 10);
    expect(current(bar.view$).visible).toBe(false);
    clock.advance(LOADING_BAR_DEFAULTS.resetDelayMs);
    expect(current(bar.view$)).toEqual({ visible: false, progress: 0 });
    expect(clock.pendingTasks).toBe(0);
  });

  it('keeps the first start when a second navigation begins during the first', () => {
    const { clock, bar } = setup();
    bar.start();
    clock.advance(1000);
    const before = current(bar.view$).progress;
    bar.start();
    expect(current(bar.view$).progress).toBeCloseTo(before, 5);
    expect(bar.heightPx).toBe(5);
  });

  it('runs while tracked work is pending and finishes when the last of several settles', async () => {
    const { clock, bar } = setup();
    let finishPage: (value: string) => void = () => undefined;
    let failSession: (reason: Error) => void = () => undefined;
    const page = bar.track(new Promise<string>((resolve) => (finishPage = resolve)));
    const session = bar.track(new Promise<void>((_, reject) => (failSession = reject)));
    clock.advance(600);
    expect(current(bar.view$).visible).toBe(true);

    finishPage('page');
    await expect(page).resolves.toBe('page');
    clock.advance(50);
    expect(current(bar.view$).progress).toBeLessThan(100);

    failSession(new Error('offline'));
    await expect(session).rejects.toThrow('offline');
    expect(current(bar.view$)).toEqual({ visible: true, progress: 100 });
    clock.advance(LOADING_BAR_DEFAULTS.hideDelayMs + LOADING_BAR_DEFAULTS.resetDelayMs + 10);
    expect(current(bar.view$)).toEqual({ visible: false, progress: 0 });
  });
});
