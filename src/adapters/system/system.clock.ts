import type { Clock } from '../../ports/clock';
import type { Scheduler } from '../../ports/scheduler';

/** The machine's clock and timers. */
export class SystemClock implements Clock, Scheduler {
  now(): number {
    return Date.now();
  }

  schedule(delayMs: number, task: () => void): () => void {
    const timer = setTimeout(task, Math.max(0, delayMs));
    return () => clearTimeout(timer);
  }
}
