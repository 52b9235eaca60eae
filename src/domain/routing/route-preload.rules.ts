import type { PreloadQueue } from './routing';

export const MAX_CONCURRENT_PRELOADS = 4;

export const emptyPreloadQueue: PreloadQueue = { running: [], waiting: [] };

export interface PreloadStep {
  readonly queue: PreloadQueue;
  /** the preloads to start now */
  readonly start: readonly string[];
}

const fill = (queue: PreloadQueue, limit: number): PreloadStep => {
  const free = Math.max(0, limit - queue.running.length);
  const start = queue.waiting.slice(0, free);
  return {
    queue: { running: [...queue.running, ...start], waiting: queue.waiting.slice(start.length) },
    start,
  };
};

/** Asks for a preload; one already running or waiting is not asked for twice. */
export const requestPreload = (
  queue: PreloadQueue,
  key: string,
  limit: number = MAX_CONCURRENT_PRELOADS,
): PreloadStep =>
  queue.running.includes(key) || queue.waiting.includes(key)
    ? { queue, start: [] }
    : fill({ ...queue, waiting: [...queue.waiting, key] }, limit);

/** A preload finished (or failed): its slot goes to the oldest waiting one. */
export const preloadSettled = (
  queue: PreloadQueue,
  key: string,
  limit: number = MAX_CONCURRENT_PRELOADS,
): PreloadStep =>
  fill({ ...queue, running: queue.running.filter((running) => running !== key) }, limit);

/** Starts waiting preloads while slots are free (after a pause, say). */
export const startWaitingPreloads = (
  queue: PreloadQueue,
  limit: number = MAX_CONCURRENT_PRELOADS,
): PreloadStep => fill(queue, limit);
