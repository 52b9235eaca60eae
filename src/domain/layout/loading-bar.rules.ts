export const LOADING_BAR_DEFAULTS = {
  /** a load shorter than this never shows the bar */
  throttleMs: 200,
  /** the time the estimate treats as a typical load */
  durationMs: 2000,
  /** the full bar stays this long after the load ends */
  hideDelayMs: 500,
  /** then the progress returns to 0 after this */
  resetDelayMs: 400,
  heightPx: 5,
} as const;

export type LoadingBarOptions = Omit<typeof LOADING_BAR_DEFAULTS, 'heightPx'>;

export type LoadingBarState =
  | { readonly phase: 'idle' }
  | { readonly phase: 'loading'; readonly startedAt: number }
  | { readonly phase: 'finishing'; readonly startedAt: number; readonly finishedAt: number };

export interface LoadingBarView {
  readonly visible: boolean;
  /** 0 to 100 */
  readonly progress: number;
}

export const idleLoadingBar: LoadingBarState = { phase: 'idle' };

/** A new load while one runs keeps the original start, so the bar does not jump back. */
export const startLoading = (state: LoadingBarState, now: number): LoadingBarState =>
  state.phase === 'loading' ? state : { phase: 'loading', startedAt: now };

export const finishLoading = (state: LoadingBarState, now: number): LoadingBarState =>
  state.phase === 'loading'
    ? { phase: 'finishing', startedAt: state.startedAt, finishedAt: now }
    : state;

/**
 * Progress creeps toward 100 without reaching it while the load runs: about 70% after one
 * `duration`, 84% after two. Nobody knows how long a load takes, so the bar never claims to be done.
 */
export const estimatedProgress = (elapsedMs: number, durationMs: number): number =>
  elapsedMs <= 0 ? 0 : (200 / Math.PI) * Math.atan((elapsedMs / durationMs) * 2);

/** What to draw at `now`; a pure function of the state and the clock. */
export const loadingBarView = (
  state: LoadingBarState,
  now: number,
  options: LoadingBarOptions = LOADING_BAR_DEFAULTS,
): LoadingBarView => {
  switch (state.phase) {
    case 'idle':
      return { visible: false, progress: 0 };
    case 'loading': {
      const shownFor = now - state.startedAt - options.throttleMs;
      return shownFor < 0
        ? { visible: false, progress: 0 }
        : { visible: true, progress: estimatedProgress(shownFor, options.durationMs) };
    }
    case 'finishing': {
      // A load that ended inside the throttle window was never shown, and is not shown now.
      if (state.finishedAt - state.startedAt < options.throttleMs)
        return { visible: false, progress: 0 };
      const sinceFinish = now - state.finishedAt;
      if (sinceFinish < options.hideDelayMs) return { visible: true, progress: 100 };
      if (sinceFinish < options.hideDelayMs + options.resetDelayMs)
        return { visible: false, progress: 100 };
      return { visible: false, progress: 0 };
    }
  }
};

/** A finished load becomes idle once its bar has been hidden and reset. */
export const settleLoadingBar = (
  state: LoadingBarState,
  now: number,
  options: LoadingBarOptions = LOADING_BAR_DEFAULTS,
): LoadingBarState =>
  state.phase === 'finishing' &&
  now - state.finishedAt >= options.hideDelayMs + options.resetDelayMs
    ? idleLoadingBar
    : state;
