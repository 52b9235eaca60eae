import { BehaviorSubject, distinctUntilChanged, type Observable } from 'rxjs';
import {
  finishLoading,
  idleLoadingBar,
  LOADING_BAR_DEFAULTS,
  loadingBarView,
  settleLoadingBar,
  startLoading,
  type LoadingBarOptions,
  type LoadingBarState,
  type LoadingBarView,
} from '../../domain/layout/loading-bar.rules';
import type { Clock } from '../../ports/clock';
import type { Scheduler } from '../../ports/scheduler';

/** How often the bar's estimate moves while something is loading. */
export const LOADING_BAR_TICK_MS = 100;

const sameView = (a: LoadingBarView, b: LoadingBarView): boolean =>
  a.visible === b.visible && Math.round(a.progress) === Math.round(b.progress);

/**
 * The top loading bar during navigation: the rules say what to draw at any moment; this service
 * re-draws on a timer while a load runs or the finished bar is fading, and stops when idle.
 */
export class LoadingBarService {
  readonly #clock: Clock;
  readonly #scheduler: Scheduler;
  readonly #options: LoadingBarOptions;
  #state: LoadingBarState = idleLoadingBar;
  #cancelTick: (() => void) | null = null;
  #pendingWork = 0;
  readonly #view = new BehaviorSubject<LoadingBarView>({ visible: false, progress: 0 });

  readonly view$: Observable<LoadingBarView> = this.#view.pipe(distinctUntilChanged(sameView));
  readonly heightPx = LOADING_BAR_DEFAULTS.heightPx;

  constructor(
    clock: Clock,
    scheduler: Scheduler,
    options: LoadingBarOptions = LOADING_BAR_DEFAULTS,
  ) {
    this.#clock = clock;
    this.#scheduler = scheduler;
    this.#options = options;
  }

  start(): void {
    this.#state = startLoading(this.#state, this.#clock.now());
    this.#tick();
  }

  finish(): void {
    this.#state = finishLoading(this.#state, this.#clock.now());
    this.#tick();
  }

  /**
   * Keeps the bar running while `work` (a page's code, the session a guard waits for) is pending;
   * several at once finish the bar when the last one settles. Returns `work` unchanged.
   */
  track<T>(work: Promise<T>): Promise<T> {
    this.#pendingWork += 1;
    if (this.#pendingWork === 1) this.start();
    const settled = () => {
      this.#pendingWork -= 1;
      if (this.#pendingWork === 0) this.finish();
    };
    work.then(settled, settled);
    return work;
  }

  #tick(): void {
    this.#cancelTick?.();
    this.#cancelTick = null;
    const now = this.#clock.now();
    this.#state = settleLoadingBar(this.#state, now, this.#options);
    this.#view.next(loadingBarView(this.#state, now, this.#options));
    if (this.#state.phase === 'idle') return;
    this.#cancelTick = this.#scheduler.schedule(LOADING_BAR_TICK_MS, () => this.#tick());
  }
}
