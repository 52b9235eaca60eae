import {
  emptyPreloadQueue,
  MAX_CONCURRENT_PRELOADS,
  preloadSettled,
  requestPreload,
  startWaitingPreloads,
} from '../../domain/routing/route-preload.rules';
import type { PreloadQueue } from '../../domain/routing/routing';

type Load = () => Promise<unknown>;

/**
 * Prefetches the code and data of pages a visitor is likely to open next (links hovered or
 * scrolled into view), at most 4 at once; the rest wait their turn. A page is fetched once.
 */
export class RoutePreloadService {
  readonly #limit: number;
  #queue: PreloadQueue = emptyPreloadQueue;
  readonly #loads = new Map<string, Load>();
  readonly #done = new Set<string>();
  #paused = false;

  constructor(limit: number = MAX_CONCURRENT_PRELOADS) {
    this.#limit = limit;
  }

  /** Asks for a preload by key (usually the path); one already done or queued is not repeated. */
  preload(key: string, load: Load): void {
    if (this.#done.has(key)) return;
    this.#loads.set(key, load);
    const step = requestPreload(this.#queue, key, this.#slots);
    this.#queue = step.queue;
    step.start.forEach((started) => this.#run(started));
  }

  /** Preloads asked for from now on wait (while the first page loads, say: it goes first). */
  pause(): void {
    this.#paused = true;
  }

  /** The waiting preloads start, at most the limit at once. */
  resume(): void {
    this.#paused = false;
    const step = startWaitingPreloads(this.#queue, this.#limit);
    this.#queue = step.queue;
    step.start.forEach((started) => this.#run(started));
  }

  get #slots(): number {
    return this.#paused ? 0 : this.#limit;
  }

  get running(): readonly string[] {
    return this.#queue.running;
  }

  get waiting(): readonly string[] {
    return this.#queue.waiting;
  }

  #run(key: string): void {
    const load = this.#loads.get(key);
    this.#loads.delete(key);
    // A failed preload is only a missed head start: the navigation itself will load (and report) it.
    const settle = () => {
      this.#done.add(key);
      const step = preloadSettled(this.#queue, key, this.#slots);
      this.#queue = step.queue;
      step.start.forEach((started) => this.#run(started));
    };
    (load ?? (() => Promise.resolve()))().then(settle, settle);
  }
}
